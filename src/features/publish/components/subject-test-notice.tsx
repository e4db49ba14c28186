import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFlask, IconX } from '@tabler/icons-react';
import { formatInZone } from '@/lib/dates/time-zones.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { toast } from '@/lib/notify.tsx';
import { type SubjectTestResult, useCancelSubjectTest } from '../api/get-subject-test.ts';

/** The states in which the ship panel shows the test instead of a send's progress. */
export const SUBJECT_TEST_ACTIVE: SubjectTestResult['state'][] = ['scheduled', 'testing', 'waiting'];

type SubjectTestNoticeProps = {
  workspaceId: string;
  campaignId: string;
  test: SubjectTestResult;
  timeZone: string;
  /** Editors who may send the campaign cancel what has not gone out. */
  canCancel: boolean;
};

/** A subject test under way: when it starts, when the winner is picked, and cancelling the rest. */
export function SubjectTestNotice({
  workspaceId,
  campaignId,
  test,
  timeZone,
  canCancel,
}: SubjectTestNoticeProps) {
  const { t, i18n } = useLingui();
  const cancel = useCancelSubjectTest(workspaceId, campaignId);
  const starts = test.starts_at ? formatInZone(test.starts_at, timeZone, i18n.locale) : '';
  const decides = test.decides_at ? formatInZone(test.decides_at, timeZone, i18n.locale) : '';
  const subjects = test.variants.length;
  const tested = test.variants.reduce((sum, variant) => sum + (variant.recipients ?? 0), 0);
  const rest = test.rest?.recipients ?? 0;
  const measure = test.measure === 'clicks' ? t`more clicks` : t`more opens`;
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t`Cancel the subject test?`,
      children: (
        <Text fz="sm">
          {test.state === 'scheduled'
            ? t`Nothing is sent. Its recipients are new again, and your allowance gets them back.`
            : t`The subjects already sent stay sent. The other ${rest} recipients are new again, and your allowance gets them back.`}
        </Text>
      ),
      labels: { confirm: t`Cancel the test`, cancel: t`Keep it` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(test.id, {
          onSuccess: () => toast.success(t`Subject test cancelled`),
          onError: (refused) => toast.error(i18n._(refusalMessage(refused))),
        }),
    });

  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconFlask size={18} />}
      title={t`Subject test`}
      data-testid="subject-test-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm" fw={600}>
          {test.state === 'scheduled'
            ? t`${subjects} subjects go to ${tested} recipients on ${starts} (${timeZone}).`
            : test.state === 'testing'
              ? t`${subjects} subjects are going to ${tested} recipients.`
              : t`${subjects} subjects went to ${tested} recipients.`}
        </Text>
        <Text fz="sm">
          {t`On ${decides} (${timeZone}) the subject with ${measure} goes to the other ${rest} recipients.`}
        </Text>
        {canCancel && (
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconX size={14} />}
            onClick={confirmCancel}
          >
            {test.state === 'scheduled' ? t`Cancel the test` : t`Don't send the rest`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
