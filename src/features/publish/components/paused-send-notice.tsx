import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { AnchorLink } from '@/components/router-links.tsx';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { SENDING_DOMAINS_ANCHOR } from '@/lib/sender-domains/sender-domains.ts';
import type { SendJob } from '../api/get-send-jobs.ts';
import { useResumeSendJob } from '../api/resume-send-job.ts';

type PausedSendNoticeProps = {
  workspaceId: string;
  campaignId: string;
  job: SendJob;
  /** Owners and admins may resume; members read why it stopped. */
  canResume: boolean;
};

/** Why a send stopped by itself (bounces, complaints, the domain), and resuming it. */
export function PausedSendNotice({ workspaceId, campaignId, job, canResume }: PausedSendNoticeProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const resume = useResumeSendJob(workspaceId, campaignId);
  const sent = format.number(job.sent_count);
  const share = (count: number) => format.percent(job.sent_count > 0 ? count / job.sent_count : 0);
  const bounced = format.number(job.hard_bounce_count);
  const complained = format.number(job.complaint_count);
  const bounceShare = share(job.hard_bounce_count);
  const complaintShare = share(job.complaint_count);

  const reason =
    job.pause_reason === 'bounces'
      ? t`${bounced} of the ${sent} messages sent bounced permanently (${bounceShare}), over the 5% limit. Sending on would hurt the domain's reputation: remove old or mistyped addresses from the list before resuming.`
      : job.pause_reason === 'complaints'
        ? t`${complained} of the ${sent} recipients marked the email as spam (${complaintShare}), over the 0.1% that mailbox providers tolerate. Make sure everyone on the list asked to receive it before resuming.`
        : job.pause_reason === 'sender_domain_not_verified'
          ? t`The email provider refused the sender domain: it is no longer verified. No recipient was marked as failed. Check the domain's DNS records, then resume.`
          : t`The send was paused. Resume it to send to the remaining recipients.`;

  // Not mutate's callbacks: once resumed, the job is no longer paused and this notice unmounts
  // before they would run; the promise still settles.
  const onResume = () =>
    resume.mutateAsync(job.id).then(
      () => toast.success(t`Sending resumed`),
      (error) => toast.error(i18n._(refusalMessage(error))),
    );

  return (
    <Alert color="yellow" variant="light" icon={<IconPlayerPause size={18} />} title={t`Sending paused`}>
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{reason}</Text>
        {job.pause_reason === 'sender_domain_not_verified' && (
          <AnchorLink
            to="/organizations/$id/settings"
            params={{ id: workspaceId }}
            hash={SENDING_DOMAINS_ANCHOR}
            fz="sm"
            fw={600}
          >
            {t`Open the sending domains`}
          </AnchorLink>
        )}
        {canResume ? (
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={14} />}
            onClick={onResume}
            loading={resume.isPending}
          >
            {t`Resume sending`}
          </Button>
        ) : (
          <Text fz="xs" c="dimmed">
            {t`The owner or an admin of this workspace can resume it.`}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
