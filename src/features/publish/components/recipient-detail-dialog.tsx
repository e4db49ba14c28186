import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Modal, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { useRecipientEvents } from '../api/get-recipient-events.ts';
import type { Recipient } from '../api/get-recipients.ts';
import { recipientEventColors, recipientEventLabels } from '../model/recipient-event-labels.ts';
import { RecipientBadges } from './recipient-badges.tsx';

type RecipientDetailDialogProps = {
  workspaceId: string;
  campaignId: string;
  recipient: Recipient | null;
  onClose: () => void;
};

/** One recipient: its badges, when it was added and sent, and its event history, newest first. */
export function RecipientDetailDialog({
  workspaceId,
  campaignId,
  recipient,
  onClose,
}: RecipientDetailDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={recipient !== null} onClose={onClose} title={t`Recipient details`} size="lg" centered>
      {recipient && (
        <RecipientDetail workspaceId={workspaceId} campaignId={campaignId} recipient={recipient} />
      )}
    </Modal>
  );
}

function RecipientDetail({
  workspaceId,
  campaignId,
  recipient,
}: {
  workspaceId: string;
  campaignId: string;
  recipient: Recipient;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {recipient.email}
        </Text>
        <RecipientBadges flags={recipient} />
      </Stack>
      <Group gap="xl" component="dl" m={0}>
        <div>
          <Text component="dt" fz="xs" c="dimmed" fw={700} tt="uppercase">
            {t`Added`}
          </Text>
          <Text component="dd" m={0} fz="sm">
            {format.dateTime(recipient.created_at)}
          </Text>
        </div>
        <div>
          <Text component="dt" fz="xs" c="dimmed" fw={700} tt="uppercase">
            {t`Sent`}
          </Text>
          <Text component="dd" m={0} fz="sm">
            {recipient.sent_at ? format.dateTime(recipient.sent_at) : t`Not yet`}
          </Text>
        </div>
      </Group>
      <Title order={3} fz="md">
        {t`Event history`}
      </Title>
      <EventHistory workspaceId={workspaceId} campaignId={campaignId} recipientId={recipient.id} />
    </Stack>
  );
}

function EventHistory({
  workspaceId,
  campaignId,
  recipientId,
}: {
  workspaceId: string;
  campaignId: string;
  recipientId: number;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const { data: events, isPending, isError } = useRecipientEvents(workspaceId, campaignId, recipientId);

  if (isPending) return <Loader size="sm" aria-label={t`Loading the event history`} />;
  if (isError) return <Alert color="red">{i18n._(errorMessages.generic)}</Alert>;
  if (events.length === 0) {
    return (
      <Text c="dimmed" fz="sm">
        {t`No events yet. Delivery, opens and clicks appear here once the campaign is sent.`}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={18} lineWidth={2}>
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          bullet={
            <ThemeIcon size={18} radius="xl" color={recipientEventColors[event.type]} variant="light">
              <IconCircleFilled size={8} />
            </ThemeIcon>
          }
          title={i18n._(recipientEventLabels[event.type])}
        >
          <Text fz="xs" c="dimmed">
            <time dateTime={event.occurred_at}>{format.dateTime(event.occurred_at)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
