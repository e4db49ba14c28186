import { useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { Lead } from '../api/get-leads.ts';

type StatusKind = 'active' | 'inactive' | 'pending';

/** Pending: signed up on a double opt-in page and not confirmed yet (ignored ones are inactive). */
export const statusKind = (lead: Lead): StatusKind =>
  lead.status === 'active'
    ? 'active'
    : lead.awaitingConfirmation && !lead.ignored_at
      ? 'pending'
      : 'inactive';

/** The words of each status, for the CSV export (the badges say pending shorter, with a note). */
export function useLeadStatusLabel() {
  const { t } = useLingui();
  return (lead: Lead) => {
    const kind = statusKind(lead);
    if (kind === 'active') return t({ id: 'leads.status.active', message: 'Active' });
    if (kind === 'pending') return t`Pending confirmation`;
    return t({ id: 'leads.status.inactive', message: 'Inactive' });
  };
}

const COLORS: Record<StatusKind, string> = { active: 'teal', pending: 'yellow', inactive: 'gray' };

export function LeadStatus({ lead }: { lead: Lead }) {
  const { t } = useLingui();
  const format = useFormatters();
  const kind = statusKind(lead);
  const badge = (
    <Badge color={COLORS[kind]} variant="light" style={{ flexShrink: 0 }}>
      {kind === 'active'
        ? t({ id: 'leads.status.active', message: 'Active' })
        : kind === 'pending'
          ? t({ id: 'leads.status.pending', message: 'Pending' })
          : t({ id: 'leads.status.inactive', message: 'Inactive' })}
    </Badge>
  );
  const note = lead.ignored_at
    ? t`Ignored on ${format.date(lead.ignored_at)}`
    : kind === 'pending'
      ? t`Waiting for the email confirmation`
      : null;
  if (!note) return badge;
  return (
    <Stack gap={2} align="flex-start" style={{ flexShrink: 0 }} maw={{ base: 140, md: 'none' }}>
      {badge}
      <Text fz="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  );
}
