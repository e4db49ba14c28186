import { useLingui } from '@lingui/react/macro';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { SendJob } from '../api/get-send-jobs.ts';
import { isJobActive } from '../model/live-refresh.ts';

/** The latest send: waiting, under way with its counts, or done. */
export function SendProgress({ job }: { job: SendJob }) {
  const { t } = useLingui();
  const format = useFormatters();
  const handled = job.sent_count + job.failed_count + job.skipped_count;
  const share = job.total_recipients > 0 ? (handled / job.total_recipients) * 100 : 100;
  const active = isJobActive(job.status);
  const total = format.number(job.total_recipients);
  const sent = format.number(job.sent_count);
  const failed = format.number(job.failed_count);
  const skipped = format.number(job.skipped_count);
  const heading =
    job.status === 'queued'
      ? t`Waiting to start sending…`
      : job.status === 'paused'
        ? t`Paused: ${sent} of ${total} sent`
        : active
          ? t`Sending: ${sent} of ${total} sent`
          : job.status === 'finished'
            ? t`Sent on ${format.dateTime(job.finished_at ?? job.created_at)}`
            : t`The send stopped. Contact support if it does not resume.`;

  return (
    <Stack gap={6} role="status" aria-live="polite" data-job-status={job.status} data-job-kind={job.kind}>
      {job.kind === 'retry' && (
        <Text fz="xs" fw={600} c="indigo.7" tt="uppercase">
          {t`Retry of failed recipients`}
        </Text>
      )}
      <Text fz="sm" fw={600}>
        {heading}
      </Text>
      <Progress
        value={share}
        animated={active && job.status !== 'paused'}
        striped={active}
        color={job.status === 'paused' ? 'yellow' : job.failed_count > 0 ? 'orange' : 'teal'}
        aria-label={t`Send progress`}
      />
      <Group gap="md" fz="xs" c="dimmed">
        <Text fz="xs" c="dimmed" data-testid="job-sent">{t`${sent} sent`}</Text>
        <Text fz="xs" c="dimmed">{t`${failed} failed`}</Text>
        <Text fz="xs" c="dimmed">{t`${skipped} skipped`}</Text>
      </Group>
    </Stack>
  );
}
