import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { canEditContent, canManageWorkspace, useMyRole } from '@/lib/workspaces/my-role.ts';
import {
  type CampaignReview,
  type ReviewStep,
  useCampaignReview,
  useReviewStep,
} from '../api/campaign-review.ts';
import { REVIEW_ACTION_LABELS } from '../model/review-action-labels.ts';
import {
  REVIEW_NOTE_MAX,
  type ReviewNoteInput,
  reviewNoteInput,
  reviewNoteMessages,
} from '../model/review-note.ts';
import { ReviewStateBadge } from './review-state-badge.tsx';

type ReviewPanelProps = {
  workspaceId: string;
  campaignId: string;
  kind: 'email' | 'page';
};

/**
 * Where the campaign's or page's review stands (docs/approvals.md): editors submit it or take it
 * back, owners and admins approve it or say what to change, and every step is listed with who took
 * it and when. The `review` anchor is where the publish screen's checklist sends people.
 */
export function ReviewPanel({ workspaceId, campaignId, kind }: ReviewPanelProps) {
  const { t } = useLingui();
  const review = useCampaignReview(workspaceId, campaignId);
  const { data: role } = useMyRole(workspaceId);

  return (
    <Paper withBorder radius="md" p="md" component="section" id="review" aria-labelledby="review-title">
      <Group gap="xs" mb={4} justify="space-between">
        <Group gap="xs">
          <IconChecklist size={18} aria-hidden />
          <Title order={2} size="h4" id="review-title">
            {t`Review`}
          </Title>
        </Group>
        {review.data && <ReviewStateBadge state={review.data.state} />}
      </Group>
      {review.isPending ? (
        <Stack gap="xs" mt="sm">
          <Skeleton h={18} />
          <Skeleton h={36} />
        </Stack>
      ) : review.isError || !review.data ? (
        <Text size="sm" c="red">{t`The review could not be loaded.`}</Text>
      ) : (
        <Stack gap="md">
          <RequirementNote review={review.data} kind={kind} />
          {canEditContent(role) && (
            <ReviewActions
              key={review.data.state}
              workspaceId={workspaceId}
              campaignId={campaignId}
              review={review.data}
              canDecide={canManageWorkspace(role)}
            />
          )}
          <ReviewHistory steps={review.data.steps} />
        </Stack>
      )}
    </Paper>
  );
}

function RequirementNote({ review, kind }: { review: CampaignReview; kind: 'email' | 'page' }) {
  const { t } = useLingui();
  const text = review.required
    ? kind === 'email'
      ? t`This campaign is sent only once it is approved. Any edit after it is submitted needs a new review.`
      : t`This page is published only once it is approved. Any edit after it is submitted needs a new review.`
    : kind === 'email'
      ? t`Approval is optional for this campaign. Ask for one when someone should check it before it goes out.`
      : t`Approval is optional for this page. Ask for one when someone should check it before it goes live.`;
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

function ReviewActions({
  workspaceId,
  campaignId,
  review,
  canDecide,
}: {
  workspaceId: string;
  campaignId: string;
  review: CampaignReview;
  canDecide: boolean;
}) {
  const { t, i18n } = useLingui();
  const step = useReviewStep(workspaceId, campaignId);
  const form = useSchemaForm(reviewNoteInput, {
    initialValues: { note: '', decision: 'submit' as ReviewNoteInput['decision'] },
    messages: reviewNoteMessages,
  });
  const inReview = review.state === 'in_review';
  const canSubmit = review.state === 'draft' || review.state === 'changes_requested';

  const save = async (input: ReviewNoteInput) => {
    try {
      if (input.decision === 'submit') {
        await step.mutateAsync({ step: 'submit', note: input.note });
        toast.success(t`Submitted for review`);
      } else {
        await step.mutateAsync({ step: 'decide', decision: input.decision, note: input.note });
        toast.success(input.decision === 'approved' ? t`Approved` : t`Changes requested`);
      }
    } catch (error) {
      toast.error(i18n._(refusalMessage(error)));
    }
  };
  const withdraw = () =>
    step
      .mutateAsync({ step: 'withdraw' })
      .then(() => toast.success(t`Withdrawn from review`))
      .catch((error: unknown) => toast.error(i18n._(refusalMessage(error))));

  // Which button submitted the form decides the step; the schema asks a note of changes only.
  const choose = (value: ReviewNoteInput['decision']) => () => form.setFieldValue('decision', value);
  const decision = form.values.decision;

  if (!canSubmit && !(inReview && canDecide)) {
    return inReview ? (
      <Group>
        <Button variant="default" size="sm" onClick={withdraw} loading={step.isPending}>
          {t`Withdraw from review`}
        </Button>
      </Group>
    ) : null;
  }

  return (
    <form
      onSubmit={form.onSubmit(save)}
      noValidate
      aria-label={canSubmit ? t`Submit for review` : t`Decide the review`}
    >
      <Stack gap="sm">
        <Textarea
          label={canSubmit ? t`Note for the reviewer` : t`Note for the editor`}
          description={
            canSubmit
              ? t`Optional: what to look at, or what changed since the last review.`
              : t`Needed when you request changes: say what should change.`
          }
          autosize
          minRows={2}
          maxRows={6}
          maxLength={REVIEW_NOTE_MAX}
          {...form.getInputProps('note')}
        />
        <Group gap="sm">
          {canSubmit ? (
            <Button type="submit" onClick={choose('submit')} loading={form.submitting}>
              {t`Submit for review`}
            </Button>
          ) : (
            <>
              <Button
                type="submit"
                color="teal"
                onClick={choose('approved')}
                loading={form.submitting && decision === 'approved'}
              >
                {t`Approve`}
              </Button>
              <Button
                type="submit"
                variant="light"
                color="orange"
                onClick={choose('changes_requested')}
                loading={form.submitting && decision === 'changes_requested'}
              >
                {t`Request changes`}
              </Button>
              <Button variant="default" onClick={withdraw} loading={step.isPending && !form.submitting}>
                {t`Withdraw from review`}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function ReviewHistory({ steps }: { steps: ReviewStep[] }) {
  const { t } = useLingui();
  const format = useFormatters();
  if (steps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t`Nothing submitted for review yet.`}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={0} m={0} p={0} aria-label={t`Review history`} style={{ listStyle: 'none' }}>
      {steps.map((step) => {
        const reviewerName = step.reviewer?.name;
        const who = reviewerName
          ? t`${reviewerName} (client reviewer)`
          : step.actor?.full_name || step.actor?.email || t`Someone no longer in the workspace`;
        return (
          <Stack
            component="li"
            key={step.id}
            gap={2}
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Text size="sm" fw={600}>
              {t(REVIEW_ACTION_LABELS[step.action])}
            </Text>
            <Text size="xs" c="dimmed">
              {t`${who}, ${format.dateTime(step.created_at)}`}
            </Text>
            {step.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {step.note}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
