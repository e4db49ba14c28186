import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefusalCode } from '@shared/refusals/codes.ts';
import { IconCalendarTime, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CampaignStatusBadge } from '@/content/status/components/campaign-status-badge.tsx';
import { Refused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { canEditContent, canManageWorkspace, useMyRole } from '@/lib/workspaces/my-role.ts';
import type { PublishCampaign } from '../api/get-publish-campaign.ts';
import type { SendJob } from '../api/get-send-jobs.ts';
import type { SubjectTestResult } from '../api/get-subject-test.ts';
import { publishKeys } from '../api/publish-keys.ts';
import { type SubjectTestRequest, useShipCampaign } from '../api/ship-campaign.ts';
import { isJobActive } from '../model/live-refresh.ts';
import { waitingScheduledJob } from '../model/scheduling.ts';
import { shipBlockerMessages } from '../model/ship-messages.ts';
import { type ShipPlan, shipBlocker } from '../model/ship-plan.ts';
import { PackagePaywall } from '../payments/components/package-paywall.tsx';
import { PausedSendNotice } from './paused-send-notice.tsx';
import { ScheduledSendNotice } from './scheduled-send-notice.tsx';
import { SendProgress } from './send-progress.tsx';
import { ShipConfirmation } from './ship-confirmation.tsx';
import { ShipRefusalAlert } from './ship-refusal-alert.tsx';
import { SUBJECT_TEST_ACTIVE, SubjectTestNotice } from './subject-test-notice.tsx';

type ShipPanelProps = {
  workspaceId: string;
  campaign: PublishCampaign;
  plan: ShipPlan;
  allowed: number;
  latestJob: SendJob | null;
  /** The pre-send checklist: Send stays off until it is read and no blocking item fails. */
  checklist: 'loading' | 'blocked' | 'clear';
  /** The campaign's subject test, as the screen reads it (null when it has none). */
  subjectTest: SubjectTestResult | null | undefined;
};

/**
 * Ships the campaign now or at a time in the workspace's zone: why it cannot yet, the confirmation
 * with the numbers, then the scheduled send (moved or cancelled until it starts) or its progress.
 */
export function ShipPanel({
  workspaceId,
  campaign,
  plan,
  allowed,
  latestJob,
  checklist,
  subjectTest,
}: ShipPanelProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const ship = useShipCampaign(campaign.id, i18n.locale);
  const { data: role } = useMyRole(workspaceId);
  const [confirming, setConfirming] = useState(false);
  // Kept while the dialog closes, so it does not change under its closing animation.
  const [mode, setMode] = useState<'now' | 'schedule'>('now');
  const open = (next: 'now' | 'schedule') => {
    setMode(next);
    setConfirming(true);
  };
  const [refusal, setRefusal] = useState<RefusalCode | null>(null);
  const jobActive = latestJob ? isJobActive(latestJob.status) : false;
  // While a test runs, its notice says where it stands (its jobs are not one scheduled send).
  const testRunning = subjectTest && SUBJECT_TEST_ACTIVE.includes(subjectTest.state) ? subjectTest : null;
  const scheduledJob = testRunning ? null : waitingScheduledJob(latestJob);
  const blocker = shipBlocker({
    jobActive: jobActive || campaign.status === 'sending' || campaign.status === 'scheduled',
    hasContent: campaign.hasContent,
    checklist,
    allowed,
    plan,
  });
  const paywallReason = refusal === 'no_payment' || refusal === 'no_recipients_left' ? refusal : null;

  const confirm = (scheduledFor: string | null, subjectTest: SubjectTestRequest | null) =>
    ship.mutate(
      { status: campaign.status, scheduledFor, subjectTest },
      {
        onSuccess: ({ totalRecipients }) => {
          setConfirming(false);
          setRefusal(null);
          toast.success(
            scheduledFor
              ? t`Scheduled for ${totalRecipients} recipients`
              : t`Sending to ${totalRecipients} recipients`,
          );
        },
        onError: (error) => {
          setConfirming(false);
          setRefusal(error instanceof Refused ? error.code : 'unexpected');
        },
        onSettled: () =>
          queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaign.id) }),
      },
    );

  // Send now and Schedule: full width, their words wrapping on a phone, said why when disabled.
  const shipButtonProps = {
    size: 'md',
    fullWidth: true,
    h: 'auto',
    mih: 42,
    py: 8,
    styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
    disabled: blocker !== null,
    'aria-describedby': blocker ? 'ship-blocker' : undefined,
  } as const;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="ship-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" id="ship-heading">
            {t({ id: 'recipients.ship.heading', message: 'Send' })}
          </Title>
          <CampaignStatusBadge status={campaign.status} />
        </Group>
        {testRunning && (
          <SubjectTestNotice
            workspaceId={workspaceId}
            campaignId={campaign.id}
            test={testRunning}
            timeZone={campaign.timeZone}
            canCancel={canEditContent(role)}
          />
        )}
        {testRunning ? null : scheduledJob ? (
          <ScheduledSendNotice
            workspaceId={workspaceId}
            campaignId={campaign.id}
            job={scheduledJob}
            timeZone={campaign.timeZone}
            timeZoneSet={campaign.timeZoneSet}
            canChange={canEditContent(role)}
          />
        ) : (
          latestJob && <SendProgress job={latestJob} />
        )}
        {latestJob?.status === 'paused' && (
          <PausedSendNotice
            workspaceId={workspaceId}
            campaignId={campaign.id}
            job={latestJob}
            canResume={canManageWorkspace(role)}
          />
        )}
        {refusal && <ShipRefusalAlert code={refusal} onClose={() => setRefusal(null)} />}
        {blocker !== 'sending' && canEditContent(role) && (
          <Stack gap="xs">
            <Button {...shipButtonProps} leftSection={<IconSend size={18} />} onClick={() => open('now')}>
              {latestJob ? t`Send to new recipients` : t`Send campaign`}
            </Button>
            <Button
              {...shipButtonProps}
              variant="default"
              leftSection={<IconCalendarTime size={18} />}
              onClick={() => open('schedule')}
            >
              {t`Schedule`}
            </Button>
          </Stack>
        )}
        {blocker && blocker !== 'sending' && canEditContent(role) && (
          <Text fz="sm" c="dimmed" id="ship-blocker">
            {t(shipBlockerMessages[blocker])}
          </Text>
        )}
      </Stack>
      <ShipConfirmation
        opened={confirming}
        schedule={
          mode === 'schedule'
            ? { workspaceId, timeZone: campaign.timeZone, timeZoneSet: campaign.timeZoneSet }
            : null
        }
        plan={plan}
        subject={campaign.subject ?? ''}
        preheader={campaign.preheader ?? ''}
        from={
          campaign.sender_domain
            ? `${campaign.sender_name ?? ''} <…@${campaign.sender_domain}>`
            : t`${campaign.sender_name ?? ''} via Pitchcraft`
        }
        shipping={ship.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
      <Modal
        opened={paywallReason !== null}
        onClose={() => setRefusal(null)}
        title={t`Campaign packages`}
        size="xl"
        centered
      >
        {paywallReason && <PackagePaywall campaignId={campaign.id} reason={paywallReason} />}
      </Modal>
    </Paper>
  );
}
