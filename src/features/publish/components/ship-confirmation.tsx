import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { WallClock } from '@/lib/dates/time-zones.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { defaultScheduleClock, scheduleInstant } from '../model/scheduling.ts';
import type { ShipPlan } from '../model/ship-plan.ts';
import { ScheduleFields } from './schedule-fields.tsx';

/** Scheduling asks for a date and time in this zone; without it the send goes now. */
export type ShipSchedule = { workspaceId: string; timeZone: string; timeZoneSet: boolean };

type ShipConfirmationProps = {
  opened: boolean;
  plan: ShipPlan;
  subject: string;
  from: string;
  shipping: boolean;
  /** When given, the confirmation schedules the send instead of sending it now. */
  schedule?: ShipSchedule | null;
  /** `scheduledFor`: the chosen instant (ISO) when scheduling, else null. */
  onConfirm: (scheduledFor: string | null) => void;
  onClose: () => void;
};

/** Says who will receive the email and what is left of the allowance before anything is sent or scheduled. */
export function ShipConfirmation({
  opened,
  plan,
  subject,
  from,
  shipping,
  schedule = null,
  onConfirm,
  onClose,
}: ShipConfirmationProps) {
  const { t } = useLingui();
  const [clock, setClock] = useState<WallClock>({ date: '', time: '' });
  const [error, setError] = useState<string | null>(null);
  const zone = schedule?.timeZone ?? 'UTC';
  const scheduling = schedule !== null;
  // Each time it opens to schedule, the fields start again from tomorrow at nine.
  useEffect(() => {
    if (opened && scheduling) {
      setClock(defaultScheduleClock(zone, new Date()));
      setError(null);
    }
  }, [opened, scheduling, zone]);

  const confirm = () => {
    if (!schedule) return onConfirm(null);
    const chosen = scheduleInstant(clock, zone, new Date());
    if ('problem' in chosen) {
      setError(
        chosen.problem === 'incomplete' ? t`Choose a date and a time.` : t(refusalMessages.invalid_schedule),
      );
      return;
    }
    onConfirm(chosen.instant.toISOString());
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={schedule ? t`Schedule this campaign?` : t`Send this campaign?`}
      centered
    >
      <Stack gap="sm">
        {schedule && (
          <ScheduleFields
            workspaceId={schedule.workspaceId}
            value={clock}
            onChange={(next) => {
              setClock(next);
              setError(null);
            }}
            timeZone={zone}
            timeZoneSet={schedule.timeZoneSet}
            error={error}
          />
        )}
        <Text fw={700} data-testid="ship-count">
          <Plural
            value={plan.toSend}
            one="# recipient will receive this email."
            other="# recipients will receive this email."
          />
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t`Subject: ${subject}`}
          <br />
          {t`From: ${from}`}
        </Text>
        {plan.suppressed > 0 && (
          <Text fz="sm" c="dimmed">
            <Plural
              value={plan.suppressed}
              one="# address on the suppression list is skipped."
              other="# addresses on the suppression list are skipped."
            />
          </Text>
        )}
        {plan.beyondAllowance > 0 && (
          <Text fz="sm" c="orange.8">
            <Plural
              value={plan.beyondAllowance}
              one="# new recipient is beyond your allowance and waits for another package."
              other="# new recipients are beyond your allowance and wait for another package."
            />
          </Text>
        )}
        <Text fz="sm" data-testid="remaining-after">
          <Plural
            value={plan.remainingAfter}
            one="# recipient will remain in your allowance."
            other="# recipients will remain in your allowance."
          />
        </Text>
        <Text fz="xs" c="dimmed">
          {schedule
            ? t`The recipients and the allowance are held from now. Until the send starts you can reschedule or cancel it, and cancelling gives them back.`
            : t`Once sent, an email cannot be recalled.`}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button onClick={confirm} loading={shipping}>
            {schedule ? t`Schedule` : t`Send now`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
