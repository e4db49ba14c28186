import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { WallClock } from '@/lib/dates/time-zones.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import type { SubjectTestRequest } from '../api/ship-campaign.ts';
import { defaultScheduleClock, scheduleInstant } from '../model/scheduling.ts';
import type { ShipPlan } from '../model/ship-plan.ts';
import {
  initialSubjectTest,
  type SubjectTestDraft,
  subjectTestProblems,
  subjectTestRequest,
} from '../model/subject-test.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { SubjectTestFields } from './subject-test-fields.tsx';

/** Scheduling asks for a date and time in this zone; without it the send goes now. */
export type ShipSchedule = { workspaceId: string; timeZone: string; timeZoneSet: boolean };

type ShipConfirmationProps = {
  opened: boolean;
  plan: ShipPlan;
  subject: string;
  /** The email's own preheader: subject A's, until changed. */
  preheader?: string;
  from: string;
  shipping: boolean;
  /** When given, the confirmation schedules the send instead of sending it now. */
  schedule?: ShipSchedule | null;
  /**
   * `scheduledFor`: the chosen instant (ISO) when scheduling, else null; `subjectTest`: the test
   * when "Test subjects" is on, else null.
   */
  onConfirm: (scheduledFor: string | null, subjectTest: SubjectTestRequest | null) => void;
  onClose: () => void;
};

/** Says who will receive the email and what is left of the allowance before anything is sent or scheduled. */
export function ShipConfirmation({
  opened,
  plan,
  subject,
  preheader = '',
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
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<SubjectTestDraft>(() => initialSubjectTest(subject, preheader));
  const [triedTest, setTriedTest] = useState(false);
  // Each time it opens, no test, subject A the email's own.
  useEffect(() => {
    if (opened) {
      setTesting(false);
      setTest(initialSubjectTest(subject, preheader));
      setTriedTest(false);
    }
  }, [opened, subject, preheader]);
  // Each time it opens to schedule, the fields start again from tomorrow at nine.
  useEffect(() => {
    if (opened && scheduling) {
      setClock(defaultScheduleClock(zone, new Date()));
      setError(null);
    }
  }, [opened, scheduling, zone]);

  const confirm = () => {
    let subjectTest: SubjectTestRequest | null = null;
    if (testing) {
      const problems = subjectTestProblems(test, plan.toSend);
      setTriedTest(true);
      if (problems.tooSmall || problems.variants.some(Boolean)) return;
      subjectTest = subjectTestRequest(test);
    }
    if (!schedule) return onConfirm(null, subjectTest);
    const chosen = scheduleInstant(clock, zone, new Date());
    if ('problem' in chosen) {
      setError(
        chosen.problem === 'incomplete' ? t`Choose a date and a time.` : t(refusalMessages.invalid_schedule),
      );
      return;
    }
    onConfirm(chosen.instant.toISOString(), subjectTest);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={schedule ? t`Schedule this campaign?` : t`Send this campaign?`}
      centered
      size={testing ? 'lg' : 'md'}
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
          {!testing && (
            <>
              {t`Subject: ${subject}`}
              <br />
            </>
          )}
          {t`From: ${from}`}
        </Text>
        <SubjectTestFields
          enabled={testing}
          onEnabledChange={setTesting}
          draft={test}
          onChange={setTest}
          toSend={plan.toSend}
          showProblems={triedTest}
        />
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
