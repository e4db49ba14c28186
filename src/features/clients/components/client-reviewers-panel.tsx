import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconMailForward, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales.ts';
import { toast } from '@/lib/notify.tsx';
import {
  type ClientReviewer,
  useAddReviewer,
  useClientReviewers,
  useRemoveReviewer,
  useRevokeReviewLink,
  useSendReviewLink,
} from '../api/client-reviewers.ts';
import { type AddReviewerInput, addReviewerInput, reviewerLinkState } from '../model/reviewer-input.ts';
import { ClientPanel } from './client-panel.tsx';

type ClientReviewersPanelProps = { workspaceId: string; clientId: string; canManage: boolean };

/**
 * The people at the client who approve its campaigns and pages through an emailed link, without
 * an account (docs/approvals.md). Owners and admins add them, send, revoke and remove links;
 * everyone else reads the list.
 */
export function ClientReviewersPanel({ workspaceId, clientId, canManage }: ClientReviewersPanelProps) {
  const { t } = useLingui();
  const reviewers = useClientReviewers(workspaceId, clientId);

  return (
    <ClientPanel
      titleId="client-reviewers-title"
      title={t`Client reviewers`}
      description={t`People at this client who approve its campaigns and pages. They get a link by email that works for 30 days, without an account, and see only this client's items submitted for review.`}
    >
      {reviewers.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : reviewers.isError ? (
        <Text size="sm" c="red">{t`The reviewers could not be loaded.`}</Text>
      ) : reviewers.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No reviewers yet.`}
        </Text>
      ) : (
        <Stack component="ul" gap={0} m={0} p={0} aria-label={t`Reviewers`} style={{ listStyle: 'none' }}>
          {reviewers.data.map((reviewer) => (
            <ReviewerRow
              key={reviewer.id}
              workspaceId={workspaceId}
              clientId={clientId}
              reviewer={reviewer}
              canManage={canManage}
            />
          ))}
        </Stack>
      )}
      {canManage ? (
        <AddReviewerForm workspaceId={workspaceId} clientId={clientId} />
      ) : (
        <Text fz="sm" c="dimmed" mt="md">
          {t`Owners and admins add reviewers and send their links.`}
        </Text>
      )}
    </ClientPanel>
  );
}

type ReviewerRowProps = {
  workspaceId: string;
  clientId: string;
  reviewer: ClientReviewer;
  canManage: boolean;
};

function ReviewerRow({ workspaceId, clientId, reviewer, canManage }: ReviewerRowProps) {
  const { t, i18n } = useLingui();
  const send = useSendReviewLink(workspaceId, clientId);
  const revoke = useRevokeReviewLink(workspaceId, clientId);
  const remove = useRemoveReviewer(workspaceId, clientId);
  const state = reviewerLinkState(reviewer);
  const name = reviewer.name;
  const failed = (error: unknown) => toast.error(i18n._(refusalMessage(error)));

  const sendLink = () =>
    send
      .mutateAsync(reviewer.id)
      .then((sent) => toast.success(t`Review link emailed to ${sent.email}`))
      .catch(failed);
  const revokeLink = () =>
    revoke
      .mutateAsync(reviewer.id)
      .then(() => toast.success(t`The link of ${name} no longer works`))
      .catch(failed);
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t`Remove ${name}?`,
      children: (
        <Text fz="sm">
          {t`Their link stops working and they no longer review this client's items. Their comments and decisions stay.`}
        </Text>
      ),
      labels: { confirm: t`Remove reviewer`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove
          .mutateAsync(reviewer.id)
          .then(() => toast.success(t`${name} was removed`))
          .catch(failed),
    });

  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Badge size="sm" variant="light" color="gray">
            {LOCALE_NAMES[reviewer.locale]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {reviewer.email}
        </Text>
        <LinkStatus reviewer={reviewer} />
      </Stack>
      {canManage && (
        <Group gap="xs">
          <Button
            size="xs"
            variant={state === 'active' ? 'default' : 'light'}
            leftSection={<IconMailForward size={14} />}
            loading={send.isPending}
            onClick={sendLink}
          >
            {state === 'none' ? t`Send link` : t`Send a new link`}
          </Button>
          {state === 'active' && (
            <Button
              size="xs"
              variant="subtle"
              color="orange"
              leftSection={<IconBan size={14} />}
              loading={revoke.isPending}
              onClick={revokeLink}
            >
              {t`Revoke link`}
            </Button>
          )}
          <Tooltip label={t`Remove`}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="md"
              aria-label={t`Remove ${name}`}
              loading={remove.isPending}
              onClick={confirmRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}

function LinkStatus({ reviewer }: { reviewer: ClientReviewer }) {
  const { t } = useLingui();
  const format = useFormatters();
  const state = reviewerLinkState(reviewer);
  const sent = reviewer.link_sent_at ? format.date(reviewer.link_sent_at) : '';
  const until = reviewer.link_expires_at ? format.date(reviewer.link_expires_at) : '';
  const [text, color] =
    state === 'none'
      ? [t`No link sent yet`, 'dimmed']
      : state === 'active'
        ? [t`Link sent ${sent}, works until ${until}`, 'teal.8']
        : state === 'expired'
          ? [t`Link expired on ${until}`, 'orange.8']
          : [t`Link revoked: it no longer works`, 'red.8'];
  return (
    <Text size="xs" c={color}>
      {text}
    </Text>
  );
}

/** Empty again once a reviewer is added. */
function AddReviewerForm({ workspaceId, clientId }: { workspaceId: string; clientId: string }) {
  const [added, setAdded] = useState(0);
  return (
    <ReviewerForm
      key={added}
      workspaceId={workspaceId}
      clientId={clientId}
      onAdded={() => setAdded((count) => count + 1)}
    />
  );
}

function ReviewerForm({
  workspaceId,
  clientId,
  onAdded,
}: {
  workspaceId: string;
  clientId: string;
  onAdded: () => void;
}) {
  const { t, i18n } = useLingui();
  const add = useAddReviewer(workspaceId, clientId);
  const form = useSchemaForm(addReviewerInput, {
    initialValues: { name: '', email: '', locale: i18n.locale === 'es' ? 'es' : 'en' } as AddReviewerInput,
  });

  const save = async (input: AddReviewerInput) => {
    try {
      await add.mutateAsync(input);
      toast.success(t`${input.name} added: send them a link when there is something to review.`);
      onAdded();
      return undefined;
    } catch (error) {
      if (error instanceof FieldsRefused) return error.fieldErrors;
      toast.error(i18n._(refusalMessage(error)));
      return undefined;
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Add a reviewer`}>
      <Title order={3} fz="md" mt="lg" mb="xs">
        {t`Add a reviewer`}
      </Title>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t`Name`}
          maxLength={120}
          required
          style={{ flex: '1 1 180px' }}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`Email address`}
          placeholder="name@client.com"
          type="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          style={{ flex: '2 1 220px' }}
          {...form.getInputProps('email')}
        />
        <Select
          label={t`Language`}
          description={t`Of the emails and the review screen.`}
          data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
          allowDeselect={false}
          style={{ flex: '1 1 140px' }}
          {...form.getInputProps('locale')}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={form.submitting} leftSection={<IconPlus size={16} />}>
          {t`Add reviewer`}
        </Button>
      </Group>
    </form>
  );
}
