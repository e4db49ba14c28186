import { Plural, useLingui } from '@lingui/react/macro';
import { Badge, Button, Chip, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination.tsx';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import {
  UNDELIVERED_KINDS,
  UNDELIVERED_PAGE_SIZE,
  type UndeliveredKind,
  type UndeliveredRecipient,
  useUndeliveredRecipients,
} from '../api/get-undelivered-recipients.ts';
import { useRetryFailedRecipients } from '../api/retry-failed.ts';
import {
  suppressionReasonLabels,
  undeliveredKindColors,
  undeliveredKindLabels,
} from '../model/undelivered.ts';

type UndeliveredSectionProps = {
  workspaceId: string;
  campaignId: string;
  /** Editors who may send the campaign retry the failed. */
  canRetry: boolean;
  /** A send of the campaign is scheduled, under way or paused: the retry waits for it. */
  sendActive: boolean;
  refetchInterval?: number | false;
};

/**
 * Who did not get the campaign: its failed, bounced, delayed and suppressed recipients with the
 * provider's reason, by kind, a page at a time; and one action that sends the failed ones again.
 */
export function UndeliveredSection({
  workspaceId,
  campaignId,
  canRetry,
  sendActive,
  refetchInterval = false,
}: UndeliveredSectionProps) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<UndeliveredKind | null>(null);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const { data, isFetching } = useUndeliveredRecipients(
    workspaceId,
    campaignId,
    { kind, page },
    refetchInterval,
  );
  const retry = useRetryFailedRecipients(workspaceId, campaignId, i18n.locale);
  const counts = data?.counts;
  const all = counts ? counts.failed + counts.bounced + counts.delayed + counts.suppressed : 0;
  const retryable = counts?.retryable ?? 0;

  const choose = (next: string) => {
    setKind(next === 'all' ? null : (next as UndeliveredKind));
    setPage(1);
  };
  const confirmRetry = () =>
    retry.mutateAsync().then(
      ({ totalRecipients }) => {
        setConfirming(false);
        toast.success(t`Retrying ${totalRecipients} failed recipients`);
      },
      (error) => {
        setConfirming(false);
        toast.error(i18n._(refusalMessage(error)));
      },
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="undelivered-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="lg" id="undelivered-heading">
              {t`Who didn't get it`}
            </Title>
            <Text fz="sm" c="dimmed">
              {t`Recipients whose email failed, bounced, is delayed, or was not sent because the address is on the suppression list, with the reason the email provider gave.`}
            </Text>
          </Stack>
          {canRetry && retryable > 0 && !sendActive && (
            <Button
              leftSection={<IconRefresh size={16} />}
              onClick={() => setConfirming(true)}
              aria-haspopup="dialog"
            >
              <Plural value={retryable} one="Retry # failed recipient" other="Retry # failed recipients" />
            </Button>
          )}
        </Group>
        {canRetry && retryable > 0 && sendActive && (
          <Text fz="sm" c="dimmed">
            {t`The failed recipients can be retried once the current send has finished.`}
          </Text>
        )}
        {data === undefined ? (
          <Loader size="sm" />
        ) : all === 0 ? (
          <Text fz="sm" data-testid="undelivered-none">
            {t`Nobody so far: no recipient failed, bounced, was delayed or is suppressed.`}
          </Text>
        ) : (
          <>
            <Chip.Group multiple={false} value={kind ?? 'all'} onChange={choose}>
              <Group gap={6} role="group" aria-label={t`Show`}>
                <Chip value="all" size="sm">
                  {t`All (${all})`}
                </Chip>
                {UNDELIVERED_KINDS.filter((k) => (counts?.[k] ?? 0) > 0 || kind === k).map((k) => (
                  <Chip key={k} value={k} size="sm">
                    {`${i18n._(undeliveredKindLabels[k])} (${counts?.[k] ?? 0})`}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <UndeliveredList recipients={data.recipients} />
              <ListPagination
                total={data.total}
                pageSize={UNDELIVERED_PAGE_SIZE}
                page={page}
                onChange={setPage}
              />
            </Stack>
          </>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Retry the failed recipients?`}
        centered
      >
        <Stack gap="sm">
          <Text fz="sm" fw={600}>
            <Plural
              value={retryable}
              one="The email is sent again, once, to # failed recipient."
              other="The email is sent again, once each, to # failed recipients."
            />
          </Text>
          <Text fz="sm">
            {t`They were counted in your allowance when first sent: retrying does not use it again. Bounced, complained and suppressed addresses are never retried.`}
          </Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t`Cancel`}
            </Button>
            <Button onClick={confirmRetry} loading={retry.isPending}>
              {t`Retry now`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** One page: a table on wide screens, cards on phones. */
function UndeliveredList({ recipients }: { recipients: UndeliveredRecipient[] }) {
  const { t } = useLingui();
  return (
    <>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table verticalSpacing="sm" aria-label={t`Recipients who didn't get it`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">{t`Email`}</Table.Th>
              <Table.Th w={130}>{t`What happened`}</Table.Th>
              <Table.Th>{t`Reason`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipients.map((recipient) => (
              <Table.Tr key={recipient.id} data-testid="undelivered-row">
                <Table.Td fz="sm" fw={600} style={{ overflowWrap: 'break-word', wordBreak: 'break-word' }}>
                  {recipient.email}
                </Table.Td>
                <Table.Td>
                  <KindBadge kind={recipient.kind} />
                </Table.Td>
                <Table.Td>
                  <Reason recipient={recipient} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack
        gap="xs"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        aria-label={t`Recipients who didn't get it`}
        style={{ listStyle: 'none' }}
      >
        {recipients.map((recipient) => (
          <Paper key={recipient.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
              <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {recipient.email}
              </Text>
              <KindBadge kind={recipient.kind} />
            </Group>
            <Reason recipient={recipient} />
          </Paper>
        ))}
      </Stack>
    </>
  );
}

function KindBadge({ kind }: { kind: UndeliveredKind }) {
  const { i18n } = useLingui();
  return (
    <Badge color={undeliveredKindColors[kind]} variant="light" tt="none" style={{ flexShrink: 0 }}>
      {i18n._(undeliveredKindLabels[kind])}
    </Badge>
  );
}

/** The provider's words, what kind of bounce, when, and whether a retry takes it. */
function Reason({ recipient }: { recipient: UndeliveredRecipient }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const words =
    recipient.kind === 'suppressed'
      ? recipient.suppression_reason && i18n._(suppressionReasonLabels[recipient.suppression_reason])
      : recipient.kind === 'delayed'
        ? t`The provider is still trying to deliver it.`
        : (recipient.reason ?? t`The provider gave no reason.`);
  return (
    <Stack gap={2} mt={4}>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {words}
      </Text>
      <Text fz="xs" c="dimmed">
        {[
          recipient.bounce_type && t`Bounce type: ${recipient.bounce_type}`,
          recipient.occurred_at && format.dateTime(recipient.occurred_at),
          recipient.kind === 'failed' &&
            !recipient.retryable &&
            (recipient.suppression_reason
              ? t`Not retried: on the suppression list`
              : t`Not retried: marked as spam`),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
