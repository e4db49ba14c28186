import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import { WHOLE_LABEL } from '@/components/whole-label.ts';
import { domainStatusLabels, recordStatusLabel } from '@/lib/sender-domains/domain-status.ts';
import type { SenderDomainStatus } from '@/lib/sender-domains/sender-domains.ts';

/** A sending domain's (or one of its DNS records') status: verified, pending, failed… */
export function SenderDomainStatusBadge({
  status,
  size = 'md',
}: {
  status: SenderDomainStatus | string;
  size?: BadgeProps['size'];
}) {
  const { t } = useLingui();
  const { label, color } =
    status in domainStatusLabels
      ? domainStatusLabels[status as SenderDomainStatus]
      : recordStatusLabel(status);
  return (
    <Badge color={color} variant="light" size={size} styles={WHOLE_LABEL}>
      {t(label)}
    </Badge>
  );
}
