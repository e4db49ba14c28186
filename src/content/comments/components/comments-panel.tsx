import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import {
  type CampaignComment,
  useAddComment,
  useCampaignComments,
  useDeleteComment,
} from '../api/campaign-comments.ts';
import { useMentionableMembers } from '../api/mentionable-members.ts';
import {
  COMMENT_MAX,
  type CommentInput,
  commentInput,
  MENTIONS_MAX,
  type NewComment,
  WHOLE_ITEM,
} from '../model/comment-input.ts';
import { type CommentSection, commentSections, sectionOf } from '../model/comment-sections.ts';
import { PinnedTo } from './pinned-to.tsx';

type CommentsPanelProps = {
  workspaceId: string;
  campaignId: string;
  kind: 'email' | 'page';
  /** The campaign's or page's content as stored: the parts a comment can be pinned to. */
  content: unknown;
  /** Editors, admins and the owner comment; viewers read. */
  canEdit: boolean;
};

/**
 * The team's and the client reviewers' comments on a campaign or page, oldest first, each pinned
 * to a part of it or not (docs/approvals.md). Editors write them and mention teammates; an author
 * deletes their own.
 */
export function CommentsPanel({ workspaceId, campaignId, kind, content, canEdit }: CommentsPanelProps) {
  const { t } = useLingui();
  const comments = useCampaignComments(workspaceId, campaignId);
  const sections = useMemo(() => commentSections(kind, content), [kind, content]);

  return (
    <Paper withBorder radius="md" p="md" component="section" id="comments" aria-labelledby="comments-title">
      <Group gap="xs" mb={4}>
        <IconMessageCircle size={18} aria-hidden />
        <Title order={2} size="h4" id="comments-title">
          {t`Comments`}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {kind === 'email'
          ? t`What the team and the client's reviewers say about this email.`
          : t`What the team and the client's reviewers say about this page.`}
      </Text>
      {comments.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : comments.isError ? (
        <Text size="sm" c="red">{t`The comments could not be loaded.`}</Text>
      ) : comments.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No comments yet.`}
        </Text>
      ) : (
        <Stack component="ol" gap={0} m={0} p={0} aria-label={t`Comments`} style={{ listStyle: 'none' }}>
          {comments.data.map((comment) => (
            <CommentItem
              key={comment.id}
              workspaceId={workspaceId}
              campaignId={campaignId}
              comment={comment}
              sections={sections}
            />
          ))}
        </Stack>
      )}
      {canEdit && (
        <AddCommentForm workspaceId={workspaceId} campaignId={campaignId} kind={kind} sections={sections} />
      )}
    </Paper>
  );
}

type CommentItemProps = {
  workspaceId: string;
  campaignId: string;
  comment: CampaignComment;
  sections: CommentSection[];
};

function CommentItem({ workspaceId, campaignId, comment, sections }: CommentItemProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const remove = useDeleteComment(workspaceId, campaignId);
  const when = format.dateTime(comment.created_at);
  const who =
    comment.reviewer?.name ||
    comment.author?.full_name ||
    comment.author?.email ||
    t`Someone no longer in the workspace`;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t`Delete your comment?`,
      children: <Text size="sm">{t`It is deleted for everyone. This cannot be undone.`}</Text>,
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove
          .mutateAsync(comment.id)
          .then(() => toast.success(t`Comment deleted`))
          .catch((error: unknown) => toast.error(i18n._(refusalMessage(error)))),
    });

  return (
    <Stack component="li" gap={4} py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {who}
          </Text>
          {comment.reviewer && (
            <Badge size="sm" variant="light" color="grape">
              {t`Client reviewer`}
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={comment.created_at}>
            {when}
          </Text>
        </Group>
        {comment.mine && (
          <Tooltip label={t`Delete your comment`}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t`Delete your comment of ${when}`}
              loading={remove.isPending}
              onClick={confirmDelete}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {comment.section !== null && <PinnedTo section={sectionOf(sections, comment.section)} />}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
    </Stack>
  );
}

type AddCommentFormProps = {
  workspaceId: string;
  campaignId: string;
  kind: 'email' | 'page';
  sections: CommentSection[];
};

/** Empty again once the comment is saved. */
function AddCommentForm(props: AddCommentFormProps) {
  const [added, setAdded] = useState(0);
  return <CommentForm key={added} {...props} onAdded={() => setAdded((count) => count + 1)} />;
}

function CommentForm({
  workspaceId,
  campaignId,
  kind,
  sections,
  onAdded,
}: AddCommentFormProps & { onAdded: () => void }) {
  const { t, i18n } = useLingui();
  const add = useAddComment(workspaceId, campaignId);
  const members = useMentionableMembers(workspaceId);
  const form = useSchemaForm(commentInput, {
    initialValues: { section: WHOLE_ITEM, body: '', mentioned_user_ids: [] } as CommentInput,
  });
  const parts = [
    { value: WHOLE_ITEM, label: kind === 'email' ? t`The whole email` : t`The whole page` },
    ...sections.map((section) => ({
      value: section.key,
      label: section.detail ? `${t(section.label)}: ${section.detail}` : t(section.label),
    })),
  ];

  const save = async (input: NewComment) => {
    try {
      const { mentionsEmailed } = await add.mutateAsync(input);
      if (mentionsEmailed) toast.success(t`Comment added`);
      else
        toast.error(
          t`Comment added, but the teammates you mentioned could not be emailed. Tell them another way.`,
        );
      onAdded();
      return undefined;
    } catch (error) {
      if (isRefused(error, 'mention_not_member')) {
        return { mentioned_user_ids: { message: refusalMessages[error.code] } };
      }
      toast.error(i18n._(refusalMessage(error)));
      return undefined;
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Add a comment`}>
      <Stack gap="sm" mt="md">
        <Select
          label={t`Which part?`}
          description={t`Optional: pin the comment to the part it is about.`}
          data={parts}
          allowDeselect={false}
          maw={420}
          {...form.getInputProps('section')}
        />
        <Textarea
          label={t`Comment`}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={COMMENT_MAX}
          required
          {...form.getInputProps('body')}
        />
        <MultiSelect
          label={t`Mention teammates`}
          description={t`Optional: who should read this.`}
          data={(members.data ?? []).map((member) => ({ value: member.userId, label: member.name }))}
          searchable
          maxValues={MENTIONS_MAX}
          nothingFoundMessage={t`No teammate with this name`}
          maw={420}
          {...form.getInputProps('mentioned_user_ids')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t`Add comment`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
