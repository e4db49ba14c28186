import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { WHOLE_LABEL } from '@/components/whole-label.ts';
import type { ReviewState } from '../api/campaign-review.ts';

const STATE: Record<ReviewState, { label: MessageDescriptor; color: string }> = {
  draft: { label: msg({ id: 'review.state.draft', message: 'Not submitted' }), color: 'gray' },
  in_review: { label: msg({ id: 'review.state.in_review', message: 'In review' }), color: 'blue' },
  changes_requested: {
    label: msg({ id: 'review.state.changes_requested', message: 'Changes requested' }),
    color: 'orange',
  },
  approved: { label: msg({ id: 'review.state.approved', message: 'Approved' }), color: 'teal' },
};

/** Where a campaign's or page's review stands, coloured the same everywhere. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  const { t } = useLingui();
  const { label, color } = STATE[state];
  return (
    <Badge color={color} variant="light" styles={WHOLE_LABEL}>
      {t(label)}
    </Badge>
  );
}
