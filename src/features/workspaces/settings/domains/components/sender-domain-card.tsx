import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconRefresh, IconTrash, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { useCheckSenderDomain, useRemoveSenderDomain } from '../api/manage-sender-domain.ts';
import { DmarcAdvice } from './dmarc-advice.tsx';
import { DnsRecordsTable } from './dns-records-table.tsx';
import { SenderDomainStatusBadge } from './sender-domain-status-badge.tsx';

type SenderDomainCardProps = {
  workspaceId: string;
  domain: SenderDomain;
  /** The client the domain belongs to; null for a workspace-wide domain. */
  clientName: string | null;
  /** The workspace's contact email: where DMARC reports go. */
  reportEmail: string | null;
  canManage: boolean;
};

/** One sending domain: its status, the DNS records to add, "Check again" and removing it. */
export function SenderDomainCard({
  workspaceId,
  domain,
  clientName,
  reportEmail,
  canManage,
}: SenderDomainCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const check = useCheckSenderDomain(workspaceId);
  const remove = useRemoveSenderDomain(workspaceId);
  // A verified domain's records are done with: folded, so the domains still to set up stand out.
  const [recordsShown, setRecordsShown] = useState(domain.status !== 'verified');
  const refusalText = (error: unknown) => i18n._(refusalMessage(error));

  const checkAgain = () =>
    check.mutate(domain.id, {
      onSuccess: () => toast.info(t`${domain.name} checked: the status below is Resend's answer.`),
      onError: (error) => toast.error(refusalText(error)),
    });

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t`Remove ${domain.name}?`,
      children: (
        <Text fz="sm">
          {t`Campaigns can no longer be sent from it; the ones that use it must choose another domain. The DNS records can stay; remove them at your DNS host if you want.`}
        </Text>
      ),
      labels: { confirm: t`Remove domain`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(domain.id, {
          onSuccess: () => toast.success(t`${domain.name} was removed`),
          onError: (error) => toast.error(refusalText(error)),
        }),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={domain.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
            <Group gap="xs" wrap="wrap" align="center">
              <IconWorld size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {domain.name}
              </Text>
              <SenderDomainStatusBadge status={domain.status} />
            </Group>
            <Group gap="xs">
              <Badge variant="outline" color="gray" size="sm" styles={{ label: { textTransform: 'none' } }}>
                {clientName ? t`Client: ${clientName}` : t`Whole workspace`}
              </Badge>
              {domain.checked_at && (
                <Text fz="xs" c="dimmed">
                  {t`Checked ${format.dateTime(domain.checked_at)}`}
                </Text>
              )}
            </Group>
          </Stack>
          {canManage && (
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={checkAgain}
                loading={check.isPending}
              >
                {t`Check again`}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} />}
                onClick={confirmRemove}
                loading={remove.isPending}
              >
                {t`Remove`}
              </Button>
            </Group>
          )}
        </Group>
        <Text fz="sm" c={domain.status === 'failed' ? 'red' : 'dimmed'}>
          {t(statusExplanation(domain.status))}
        </Text>
        {domain.status === 'verified' && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setRecordsShown((shown) => !shown)}
            aria-expanded={recordsShown}
            rightSection={
              <IconChevronDown
                size={14}
                style={{
                  transform: recordsShown ? 'rotate(180deg)' : undefined,
                  transition: 'transform 150ms',
                }}
              />
            }
            style={{ alignSelf: 'flex-start' }}
          >
            {recordsShown ? t`Hide the DNS records` : t`Show the DNS records`}
          </Button>
        )}
        <Collapse expanded={recordsShown}>
          <Stack gap="md">
            {domain.records.length > 0 && (
              <DnsRecordsTable records={domain.records} label={t`DNS records for ${domain.name}`} />
            )}
            <DmarcAdvice domain={domain.name} reportEmail={reportEmail} />
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** What to do about a domain in its status. */
function statusExplanation(status: SenderDomain['status']): MessageDescriptor {
  if (status === 'verified')
    return msg`Verified: campaigns can be sent from this domain. Keep the records in place.`;
  if (status === 'failed')
    return msg`Resend could not find the records below. Check them at your DNS host, then check again.`;
  return msg`Add these records at your DNS host. DNS changes can take from minutes to a few hours to be seen; this page updates by itself.`;
}
