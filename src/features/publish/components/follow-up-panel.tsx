import { Plural, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconClockEdit, IconMailForward, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AnchorLink } from '@/components/router-links.tsx';
import { formatInZone, wallClockAt } from '@/lib/dates/time-zones.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { type FollowUpState, useFollowUp, useScheduleFollowUp } from '../api/follow-up.ts';
import { useCancelScheduledSend } from '../api/scheduled-send.ts';
import { type FollowUpAudience, type FollowUpWhen, followUpInstant } from '../model/follow-up.ts';
import { defaultScheduleClock } from '../model/scheduling.ts';
import { ScheduleFields } from './schedule-fields.tsx';

type FollowUpPanelProps = {
  workspaceId: string;
  campaignId: string;
  campaignName: string;
  timeZone: string;
  timeZoneSet: boolean;
  /** Editors who may send the campaign schedule, change and cancel it; viewers read it. */
  canChange: boolean;
};

/**
 * A sent campaign's follow-up: to those who did not open (or click) it, after a delay or at a time,
 * with a subject of its own. Changed or cancelled until it starts; then a link to its own analytics.
 */
export function FollowUpPanel({
  workspaceId,
  campaignId,
  campaignName,
  timeZone,
  timeZoneSet,
  canChange,
}: FollowUpPanelProps) {
  const { t, i18n } = useLingui();
  const { data } = useFollowUp(workspaceId, campaignId, true);
  const cancel = useCancelScheduledSend(workspaceId, campaignId);
  const [editing, setEditing] = useState(false);
  // Nothing to follow up before a send has finished.
  if (!data || (!data.sent_at && !data.follow_up)) return null;
  const followUp = data.follow_up;
  const job = followUp?.job ?? null;
  const waiting = job?.status === 'queued' && job.scheduled_for && !job.started_at ? job : null;
  const gone = job && job.status !== 'cancelled' && !waiting;
  const when = waiting?.scheduled_for ? formatInZone(waiting.scheduled_for, timeZone, i18n.locale) : '';

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t`Cancel the follow-up?`,
      children: <Text fz="sm">{t`Nothing is sent, and your allowance gets back what it held.`}</Text>,
      labels: { confirm: t`Cancel the follow-up`, cancel: t`Keep it` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(waiting?.id ?? '', {
          onSuccess: () => toast.success(t`Follow-up cancelled`),
          onError: (refused) => toast.error(i18n._(refusalMessage(refused))),
        }),
    });

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="follow-up-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id="follow-up-heading">
          {t`Follow up`}
        </Title>
        {waiting && followUp && (
          <>
            <Text fz="sm" fw={600} data-testid="follow-up-when">
              {followUp.audience === 'not_opened'
                ? t`Goes on ${when} (${timeZone}) to those who didn't open it.`
                : t`Goes on ${when} (${timeZone}) to those who didn't click.`}
            </Text>
            <Text fz="sm">
              {t`Subject:`} {followUp.subject}
            </Text>
            <Text fz="sm" c="dimmed">
              <Plural
                value={waiting.total_recipients}
                one="# recipient would receive it now; the number is decided when it goes."
                other="# recipients would receive it now; the number is decided when it goes."
              />
            </Text>
            {canChange && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconClockEdit size={14} />}
                  onClick={() => setEditing(true)}
                >
                  {t`Change follow-up`}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  leftSection={<IconX size={14} />}
                  onClick={confirmCancel}
                >
                  {t`Cancel follow-up`}
                </Button>
              </Group>
            )}
          </>
        )}
        {gone && followUp && job && (
          <Text fz="sm" data-testid="follow-up-sent">
            {job.status === 'finished' ? (
              <Plural
                value={job.sent_count}
                one="Sent to # recipient who hadn't engaged."
                other="Sent to # recipients who hadn't engaged."
              />
            ) : (
              t`Sending now.`
            )}{' '}
            <AnchorLink
              to="/organizations/$id/campaigns/$campaignId/recipients"
              params={{ id: workspaceId, campaignId: followUp.id }}
              fz="sm"
            >
              {t`See the follow-up's analytics`}
            </AnchorLink>
          </Text>
        )}
        {job?.status === 'cancelled' && job.last_error === 'no_recipients_left' && (
          <Alert color="orange" variant="light" p="xs">
            <Text fz="sm">{t`The follow-up did not go: it needed more recipients than the allowance had left.`}</Text>
          </Alert>
        )}
        {!waiting && !gone && (
          <>
            <Text fz="sm" c="dimmed">
              {t`Send the same email with a new subject to those who didn't open or click it, after a delay you choose.`}
            </Text>
            {canChange && (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} />}
                onClick={() => setEditing(true)}
              >
                {t`Follow up`}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t`Follow up`} centered size="lg">
        {editing && (
          <FollowUpForm
            workspaceId={workspaceId}
            campaignId={campaignId}
            campaignName={campaignName}
            state={data}
            timeZone={timeZone}
            timeZoneSet={timeZoneSet}
            onDone={() => setEditing(false)}
          />
        )}
      </Modal>
    </Paper>
  );
}

type FollowUpFormProps = {
  workspaceId: string;
  campaignId: string;
  campaignName: string;
  state: FollowUpState;
  timeZone: string;
  timeZoneSet: boolean;
  onDone: () => void;
};

/** Audience, time, subject and preheader of the follow-up; saving schedules it (or changes it). */
function FollowUpForm({
  workspaceId,
  campaignId,
  campaignName,
  state,
  timeZone,
  timeZoneSet,
  onDone,
}: FollowUpFormProps) {
  const { t, i18n } = useLingui();
  const schedule = useScheduleFollowUp(workspaceId, campaignId);
  const existing = state.follow_up;
  const waitingAt = existing?.job?.status === 'queued' ? existing.job.scheduled_for : null;
  const [audience, setAudience] = useState<FollowUpAudience>(existing?.audience ?? 'not_opened');
  const [subject, setSubject] = useState(existing?.subject ?? '');
  const [preheader, setPreheader] = useState(existing?.preheader ?? '');
  const [mode, setMode] = useState<FollowUpWhen['mode']>(waitingAt ? 'at' : 'delay');
  const [amount, setAmount] = useState<number | string>(3);
  const [unit, setUnit] = useState<'hours' | 'days'>('days');
  const [clock, setClock] = useState(() =>
    waitingAt ? wallClockAt(new Date(waitingAt), timeZone) : defaultScheduleClock(timeZone, new Date()),
  );
  const [error, setError] = useState<string | null>(null);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const when: FollowUpWhen = mode === 'delay' ? { mode, amount, unit } : { mode, clock };
  const chosen = followUpInstant(when, state.sent_at, timeZone, new Date());
  const timeError =
    'problem' in chosen
      ? chosen.problem === 'incomplete'
        ? t`Choose when it goes.`
        : t(refusalMessages.invalid_schedule)
      : null;

  const save = () => {
    if (!subject.trim()) {
      setSubjectError(t`A follow-up needs a subject of its own.`);
      return;
    }
    if ('problem' in chosen) return;
    setError(null);
    schedule
      .mutateAsync({
        audience,
        subject: subject.trim(),
        preheader,
        scheduledFor: chosen.instant.toISOString(),
        name: t`${campaignName} (follow-up)`,
      })
      .then(
        () => {
          toast.success(t`Follow-up scheduled for ${formatInZone(chosen.instant, timeZone, i18n.locale)}`);
          onDone();
        },
        (refused) =>
          setError(
            isRefused(refused, 'approval_required')
              ? t`Approval is required in this workspace: an owner or admin schedules the follow-up, approving its subject.`
              : i18n._(refusalMessage(refused)),
          ),
      );
  };

  return (
    <Stack gap="md">
      <Radio.Group
        label={t`Who receives it`}
        value={audience}
        onChange={(value) => setAudience(value as FollowUpAudience)}
      >
        <Stack gap="xs" mt={6}>
          <Radio
            value="not_opened"
            label={t`Those who didn't open it (${state.audience.not_opened} now)`}
            description={t`Opens are approximate: mail privacy features open some emails by themselves, so a few who never read it count as opened and are left out.`}
          />
          <Radio value="not_clicked" label={t`Those who didn't click (${state.audience.not_clicked} now)`} />
        </Stack>
      </Radio.Group>
      <Text fz="sm" c="dimmed">
        {t`Counted now; the number is decided when it goes. Whoever opens or clicks before then, bounces, complains or unsubscribes is left out. It is charged to this campaign's allowance like any send.`}
      </Text>

      <Stack gap="xs">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as FollowUpWhen['mode'])}
          data={[
            { value: 'delay', label: t`After a delay` },
            { value: 'at', label: t`At a date and time` },
          ]}
          aria-label={t`When it goes`}
        />
        {mode === 'delay' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t`Wait`}
              value={amount}
              onChange={setAmount}
              min={1}
              max={8760}
              allowDecimal={false}
            />
            <Select
              label={t`Unit`}
              value={unit}
              onChange={(value) => setUnit(value === 'hours' ? 'hours' : 'days')}
              data={[
                { value: 'hours', label: t`hours after the send` },
                { value: 'days', label: t`days after the send` },
              ]}
              allowDeselect={false}
            />
          </SimpleGrid>
        ) : (
          <ScheduleFields
            workspaceId={workspaceId}
            value={clock}
            onChange={setClock}
            timeZone={timeZone}
            timeZoneSet={timeZoneSet}
            error={null}
          />
        )}
        <Text fz="sm" c={timeError ? 'red.8' : undefined} role={timeError ? 'alert' : undefined}>
          {'instant' in chosen
            ? t`Goes on ${formatInZone(chosen.instant, timeZone, i18n.locale)} (${timeZone}).`
            : timeError}
        </Text>
      </Stack>

      <TextInput
        label={t`New subject`}
        value={subject}
        onChange={(event) => {
          setSubject(event.currentTarget.value);
          setSubjectError(null);
        }}
        maxLength={250}
        required
        error={subjectError}
      />
      <TextInput
        label={t`New preheader (optional)`}
        value={preheader}
        onChange={(event) => setPreheader(event.currentTarget.value)}
        maxLength={250}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t`Close`}
        </Button>
        <Button onClick={save} loading={schedule.isPending} disabled={timeError !== null}>
          {existing?.job?.status === 'queued' ? t`Save the follow-up` : t`Schedule the follow-up`}
        </Button>
      </Group>
    </Stack>
  );
}
