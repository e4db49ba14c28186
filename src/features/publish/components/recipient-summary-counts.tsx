import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { StatTile } from '@/components/stat-tile.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { RecipientSummary } from '../api/get-recipient-summary.ts';

const COUNTS: { key: keyof RecipientSummary; label: MessageDescriptor }[] = [
  { key: 'total', label: msg({ id: 'recipients.summary.total', message: 'Total' }) },
  { key: 'new', label: msg({ id: 'recipients.summary.new', message: 'New' }) },
  { key: 'already_sent', label: msg({ id: 'recipients.summary.already-sent', message: 'Already sent' }) },
  { key: 'delivered', label: msg({ id: 'recipients.summary.delivered', message: 'Delivered' }) },
  { key: 'opened', label: msg({ id: 'recipients.summary.opened', message: 'Opened' }) },
  { key: 'clicked', label: msg({ id: 'recipients.summary.clicked', message: 'Clicked' }) },
  { key: 'bounced', label: msg({ id: 'recipients.summary.bounced', message: 'Bounced' }) },
  { key: 'failed', label: msg({ id: 'recipients.summary.failed', message: 'Failed' }) },
  { key: 'complained', label: msg({ id: 'recipients.summary.complained', message: 'Complaints' }) },
  { key: 'delayed', label: msg({ id: 'recipients.summary.delayed', message: 'Delayed' }) },
];

/** SPEC §3's summary counts, each a term and its figure. */
export function RecipientSummaryCounts({ summary }: { summary: RecipientSummary }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  return (
    <SimpleGrid
      component="dl"
      aria-label={t`Recipient summary`}
      cols={{ base: 2, sm: 5 }}
      spacing="sm"
      verticalSpacing="sm"
      m={0}
    >
      {COUNTS.map(({ key, label }) => (
        <StatTile
          key={key}
          label={i18n._(label)}
          value={format.number(summary[key])}
          figureProps={{ 'data-count': key }}
        />
      ))}
    </SimpleGrid>
  );
}
