import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { PinnedTo } from '@/content/comments/components/pinned-to.tsx';
import { COMMENT_MAX, WHOLE_ITEM } from '@/content/comments/model/comment-input.ts';
import { commentSections, sectionOf } from '@/content/comments/model/comment-sections.ts';
import { RenderedPreview } from '@/content/generation/components/rendered-preview.tsx';
import { ReviewStateBadge } from '@/content/review/components/review-state-badge.tsx';
import { REVIEW_ACTION_LABELS } from '@/content/review/model/review-action-labels.ts';
import {
  REVIEW_NOTE_MAX,
  type ReviewNoteInput,
  reviewNoteInput,
} from '@/content/review/model/review-note.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import {
  type ReviewLinkItem,
  useReviewLinkComment,
  useReviewLinkDecision,
  useReviewLinkItem,
} from '../api/review-link.ts';
import { reviewerCommentInput } from '../model/reviewer-comment.ts';

const decisionMessages = {
  note_required: msg`Say what should change, so the team knows what to do.`,
  note_too_long: msg`Keep the note under 2,000 characters.`,
};

/** One submitted item as its reviewer sees it: the preview, the decision, comments and steps. */
export function ReviewLinkItemView({ secret, itemId }: { secret: string; itemId: string }) {
  const { t, i18n } = useLingui();
  const item = useReviewLinkItem(secret, itemId);
  if (item.isPending) return <Skeleton h={480} />;
  if (item.isError) {
    return (
      <Text c="red" role="alert">
        {i18n._(refusalMessage(item.error))}
      </Text>
    );
  }
  const data = item.data;
  const isEmail = data.kind === 'email';
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h3">
              {data.name}
            </Title>
            <ReviewStateBadge state={data.reviewState} />
          </Group>
          {isEmail && (
            <Paper withBorder radius="md" p="sm">
              <Text size="sm">
                <Text span fw={600}>{t`Subject:`}</Text> {data.subject}
              </Text>
              {data.preheader && (
                <Text size="sm" c="dimmed">
                  <Text span fw={600}>{t`Preview text:`}</Text> {data.preheader}
                </Text>
              )}
            </Paper>
          )}
          {data.html && (
            <RenderedPreview
              html={data.html}
              title={isEmail ? t`Email preview` : t`Page preview`}
              fileName={data.name}
              desktop={isEmail ? 'email' : 'page'}
            />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          {data.reviewState === 'in_review' ? (
            <DecisionForm secret={secret} item={data} />
          ) : (
            <Paper withBorder radius="md" p="md">
              <Text size="sm">
                {data.reviewState === 'approved'
                  ? t`You or someone at your company approved this version. If the team changes it, it comes back to you.`
                  : t`Sent back to the team with changes requested. It comes back here once they resubmit it.`}
              </Text>
            </Paper>
          )}
          <Comments secret={secret} item={data} />
          <Steps item={data} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function DecisionForm({ secret, item }: { secret: string; item: ReviewLinkItem }) {
  const { t, i18n } = useLingui();
  const decide = useReviewLinkDecision(secret, item.id);
  const form = useSchemaForm(reviewNoteInput, {
    initialValues: { note: '', decision: 'approved' as ReviewNoteInput['decision'] },
    messages: decisionMessages,
  });
  const save = async (input: ReviewNoteInput) => {
    if (input.decision === 'submit') return;
    try {
      await decide.mutateAsync({ decision: input.decision, note: input.note });
      toast.success(input.decision === 'approved' ? t`Approved. Thank you!` : t`Sent back with your note`);
    } catch (error) {
      toast.error(i18n._(refusalMessage(error)));
    }
  };
  const choose = (value: ReviewNoteInput['decision']) => () => form.setFieldValue('decision', value);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="decision-title">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="decision-title">
            {t`Your decision`}
          </Title>
          <Textarea
            label={t`Note for the team`}
            description={t`Needed when you request changes: say what should change.`}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={REVIEW_NOTE_MAX}
            {...form.getInputProps('note')}
          />
          <Group gap="sm">
            <Button
              type="submit"
              color="teal"
              onClick={choose('approved')}
              loading={form.submitting && form.values.decision === 'approved'}
            >
              {t`Approve`}
            </Button>
            <Button
              type="submit"
              variant="light"
              color="orange"
              onClick={choose('changes_requested')}
              loading={form.submitting && form.values.decision === 'changes_requested'}
            >
              {t`Request changes`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Comments({ secret, item }: { secret: string; item: ReviewLinkItem }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const sections = commentSections(item.kind, item.content);
  const comment = useReviewLinkComment(secret, item.id);
  const form = useSchemaForm(reviewerCommentInput, { initialValues: { section: WHOLE_ITEM, body: '' } });
  const save = async (input: { section: string | null; body: string }) => {
    try {
      await comment.mutateAsync(input);
      form.reset();
      toast.success(t`Comment added`);
    } catch (error) {
      toast.error(i18n._(refusalMessage(error)));
    }
  };
  const whole = item.kind === 'email' ? t`The whole email` : t`The whole page`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="comments-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="comments-title">
          {t`Comments`}
        </Title>
        {item.comments.length === 0 ? (
          <Text size="sm" c="dimmed">{t`No comments yet.`}</Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} aria-label={t`Comments`} style={{ listStyle: 'none' }}>
            {item.comments.map((entry) => {
              const who = entry.mine ? t`You` : (entry.by ?? t`Someone no longer involved`);
              return (
                <Stack component="li" key={entry.id} gap={2}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {who}
                    </Text>
                    {!entry.byReviewer && (
                      <Badge size="xs" variant="light">
                        {t`Agency`}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {format.dateTime(entry.at)}
                    </Text>
                  </Group>
                  {entry.section !== null && <PinnedTo section={sectionOf(sections, entry.section)} />}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {entry.body}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
        <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Add a comment`}>
          <Stack gap="xs">
            <Select
              label={t`Which part?`}
              data={[
                { value: WHOLE_ITEM, label: whole },
                ...sections.map((section) => ({
                  value: section.key,
                  label: section.detail
                    ? `${i18n._(section.label)}: ${section.detail}`
                    : i18n._(section.label),
                })),
              ]}
              allowDeselect={false}
              {...form.getInputProps('section')}
            />
            <Textarea
              label={t`Comment`}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={COMMENT_MAX}
              {...form.getInputProps('body')}
            />
            <Group>
              <Button type="submit" variant="light" loading={form.submitting}>
                {t`Add comment`}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

function Steps({ item }: { item: ReviewLinkItem }) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="steps-title">
      <Title order={3} size="h4" id="steps-title" mb="xs">
        {t`History`}
      </Title>
      <Stack component="ol" gap="xs" m={0} p={0} aria-label={t`Review history`} style={{ listStyle: 'none' }}>
        {item.steps.map((step) => (
          <Stack component="li" key={`${step.at}-${step.action}`} gap={0}>
            <Text size="sm" fw={600}>
              {t(REVIEW_ACTION_LABELS[step.action])}
            </Text>
            <Text size="xs" c="dimmed">
              {step.by ? `${step.by}, ${format.dateTime(step.at)}` : format.dateTime(step.at)}
            </Text>
            {step.note && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {step.note}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
