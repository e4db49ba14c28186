import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import { WHOLE_LABEL } from '@/components/whole-label.ts';
import type { PageVisibility } from '@/content/status/model/page-visibility.ts';

const LOOK: Record<PageVisibility, { label: MessageDescriptor; color: string }> = {
  live: { label: msg`Live`, color: 'green' },
  requires_subscription: { label: msg`Requires subscription`, color: 'orange' },
  past_due: { label: msg`Subscription past due`, color: 'red' },
  canceled: { label: msg`Subscription canceled`, color: 'gray' },
  not_published: { label: msg`Not published`, color: 'gray' },
};

/** Whether visitors can see a page, in the page list and on the page's own screen alike. */
export function PageVisibilityBadge({
  visibility,
  ...props
}: { visibility: PageVisibility } & Omit<BadgeProps, 'color' | 'children'>) {
  const { i18n } = useLingui();
  const look = LOOK[visibility];
  return (
    <Badge color={look.color} variant="dot" styles={WHOLE_LABEL} {...props}>
      {i18n._(look.label)}
    </Badge>
  );
}
