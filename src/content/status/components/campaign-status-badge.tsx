import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { WHOLE_LABEL } from '@/components/whole-label.ts';
import type { Database } from '@/lib/database.types.ts';

export type CampaignStatus = Database['public']['Enums']['campaign_status'];

const STATUS: Record<CampaignStatus, { label: MessageDescriptor; color: string }> = {
  draft: { label: msg({ id: 'campaigns.status.draft', message: 'Draft' }), color: 'gray' },
  ready: { label: msg({ id: 'campaigns.status.ready', message: 'Ready' }), color: 'blue' },
  scheduled: { label: msg({ id: 'campaigns.status.scheduled', message: 'Scheduled' }), color: 'violet' },
  sending: { label: msg({ id: 'campaigns.status.sending', message: 'Sending' }), color: 'indigo' },
  paused: { label: msg({ id: 'campaigns.status.paused', message: 'Paused' }), color: 'yellow' },
  sent: { label: msg({ id: 'campaigns.status.sent', message: 'Sent' }), color: 'teal' },
  published: { label: msg({ id: 'campaigns.status.published', message: 'Published' }), color: 'teal' },
  archived: { label: msg({ id: 'campaigns.status.archived', message: 'Archived' }), color: 'dark' },
};

/** A campaign's or page's status, in the reader's language, coloured the same everywhere. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useLingui();
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="light" styles={WHOLE_LABEL}>
      {t(label)}
    </Badge>
  );
}
