import { Plural, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarTime, IconClockEdit, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInZone, type WallClock, wallClockAt } from '@/lib/dates/time-zones.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { toast } from '@/lib/notify.tsx';
import type { SendJob } from '../api/get-send-jobs.ts';
import { useCancelScheduledSend, useRescheduleSendJob } from '../api/scheduled-send.ts';
import { scheduleInstant } from '../model/scheduling.ts';
import { ScheduleFields } from './schedule-fields.tsx';

type ScheduledSendNoticeProps = {
  workspaceId: string;
  campaignId: string;
  job: SendJob & { scheduled_for: string };
  timeZone: string;
  timeZoneSet: boolean;
  /** Editors who may send the campaign move or cancel it; viewers read when it goes. */
  canChange: boolean;
};

/** A send waiting for its time: when, in the workspace's zone, and moving or cancelling it. */
export function ScheduledSendNotice({
  workspaceId,
  campaignId,
  job,
  timeZone,
  timeZoneSet,
  canChange,
}: ScheduledSendNoticeProps) {
  const { t, i18n } = useLingui();
  const reschedule = useRescheduleSendJob(workspaceId, campaignId);
  const cancel = useCancelScheduledSend(workspaceId, campaignId);
  const [moving, setMoving] = useState(false);
  const [clock, setClock] = useState<WallClock>(() => wallClockAt(new Date(job.scheduled_for), timeZone));
  const [error, setError] = useState<string | null>(null);
  const when = formatInZone(job.scheduled_for, timeZone, i18n.locale);
  const due = new Date(job.scheduled_for).getTime() <= Date.now();

  const openMove = () => {
    setClock(wallClockAt(new Date(job.scheduled_for), timeZone));
    setError(null);
    setMoving(true);
  };
  const move = () => {
    const chosen = scheduleInstant(clock, timeZone, new Date());
    if ('problem' in chosen) {
      setError(
        chosen.problem === 'incomplete' ? t`Choose a date and a time.` : t(refusalMessages.invalid_schedule),
      );
      return;
    }
    reschedule.mutateAsync({ jobId: job.id, scheduledFor: chosen.instant.toISOString() }).then(
      () => {
        setMoving(false);
        toast.success(t`Send rescheduled for ${formatInZone(chosen.instant, timeZone, i18n.locale)}`);
      },
      (refused) => setError(i18n._(refusalMessage(refused))),
    );
  };
  // Once cancelled, the job is no longer the latest active one and this notice unmounts.
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t`Cancel the scheduled send?`,
      children: (
        <Text fz="sm">
          <Plural
            value={job.total_recipients}
            one="Nothing is sent. Its # recipient is new again, and your allowance gets it back."
            other="Nothing is sent. Its # recipients are new again, and your allowance gets them back."
          />
        </Text>
      ),
      labels: { confirm: t`Cancel the send`, cancel: t`Keep it` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(job.id, {
          onSuccess: () => toast.success(t`Scheduled send cancelled`),
          onError: (refused) => toast.error(i18n._(refusalMessage(refused))),
        }),
    });

  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconCalendarTime size={18} />}
      title={t`Scheduled send`}
      data-testid="scheduled-send"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm" fw={600}>
          {due
            ? t`Starting now: it was scheduled for ${when} (${timeZone}).`
            : t`Sends on ${when} (${timeZone}).`}
        </Text>
        <Text fz="sm">
          <Plural
            value={job.total_recipients}
            one="# recipient is held for it."
            other="# recipients are held for it."
          />
        </Text>
        {canChange && !due && (
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconClockEdit size={14} />} onClick={openMove}>
              {t`Reschedule`}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={confirmCancel}
            >
              {t`Cancel send`}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={moving} onClose={() => setMoving(false)} title={t`Reschedule the send`} centered>
        <Stack gap="sm">
          <ScheduleFields
            workspaceId={workspaceId}
            value={clock}
            onChange={(next) => {
              setClock(next);
              setError(null);
            }}
            timeZone={timeZone}
            timeZoneSet={timeZoneSet}
            error={error}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={() => setMoving(false)}>
              {t`Keep the time`}
            </Button>
            <Button onClick={move} loading={reschedule.isPending}>
              {t`Reschedule`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
