import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/router-links.tsx';
import { WHOLE_LABEL } from '@/components/whole-label.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { domainStatusLabels } from '@/lib/sender-domains/domain-status.ts';
import { SENDING_DOMAINS_ANCHOR, type SenderDomainStatus } from '@/lib/sender-domains/sender-domains.ts';
import type { CheckedLink } from '../api/check-links.ts';
import {
  type ChecklistItem,
  type ChecklistRow,
  type ChecklistState,
  checklistProblem,
  checklistState,
  checklistTexts,
  type FixPlace,
  linkProblem,
  sharedDomainNote,
  shownChecklistRows,
} from '../model/send-checklist.ts';

export type SendChecklistProps = {
  workspaceId: string;
  campaignId: string;
  /** The campaign's saved domain (null: the shared one): what the sender_domain item is about. */
  senderDomain: string | null;
  /** The database's rows; undefined while they are read. */
  rows: readonly ChecklistRow[] | undefined;
  /** The checklist could not be read: said here, with a way to try again. */
  failed: boolean;
  onRetry: () => void;
  /** The links' answers; undefined while they are asked. */
  links: readonly CheckedLink[] | undefined;
  /** The function checks the first 40 links only. */
  linksTruncated?: boolean;
  linksFailed: boolean;
};

const STATE_ICON: Record<ChecklistState, { color: string; icon: ReactNode }> = {
  ok: { color: 'teal', icon: <IconCheck size={14} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={14} /> },
  blocking: { color: 'red', icon: <IconX size={14} /> },
};

/** What the send needs, item by item: ready, worth a look, or to fix first; each with where to fix it. */
export function SendChecklist({
  workspaceId,
  campaignId,
  senderDomain,
  rows,
  failed,
  onRetry,
  links,
  linksTruncated = false,
  linksFailed,
}: SendChecklistProps) {
  const { t } = useLingui();
  const known = shownChecklistRows(rows ?? []);
  const mustFix = known.filter((row) => checklistState(row) === 'blocking').length;
  const toReview = known.filter((row) => checklistState(row) === 'warning').length;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="send-checklist-heading">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="send-checklist-heading">
            {t`Before sending`}
          </Title>
          {rows && (
            <Text fz="sm" c={mustFix > 0 ? 'red.8' : 'dimmed'} aria-live="polite">
              {mustFix > 0
                ? t`${mustFix} to fix before sending, ${toReview} to review.`
                : toReview > 0
                  ? t`Ready to send. ${toReview} to review.`
                  : t`Ready to send.`}
            </Text>
          )}
        </Stack>
        {failed ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t`The checklist could not be read. Sending stays off until it can.`}</Text>
              <Button size="compact-sm" variant="light" onClick={onRetry}>
                {t`Try again`}
              </Button>
            </Stack>
          </Alert>
        ) : !rows ? (
          <Stack gap="xs" aria-busy="true" aria-label={t`Reading the checklist…`}>
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} h={18} radius="sm" />
            ))}
          </Stack>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {known.map((row) => (
              <ChecklistEntry
                key={row.item}
                row={row}
                senderDomain={senderDomain}
                workspaceId={workspaceId}
                campaignId={campaignId}
              />
            ))}
            <LinksEntry
              workspaceId={workspaceId}
              campaignId={campaignId}
              links={links}
              truncated={linksTruncated}
              failed={linksFailed}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

type EntryProps = { workspaceId: string; campaignId: string };

function ChecklistEntry({
  row,
  senderDomain,
  workspaceId,
  campaignId,
}: EntryProps & { row: ChecklistRow; senderDomain: string | null }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const item = row.item as ChecklistItem;
  const state = checklistState(row);
  const text = checklistTexts[item];
  const problemText = () => {
    const problem = checklistProblem(row);
    const values: Record<string, unknown> = { ...problem.values };
    if (problem.bytes !== undefined)
      values.size =
        item === 'message_size' ? format.kilobytes(problem.bytes) : format.fileSize(problem.bytes);
    if (item === 'sender_domain' && row.detail && row.detail in domainStatusLabels)
      values.status = i18n._(domainStatusLabels[row.detail as SenderDomainStatus].label);
    return i18n._(problem.message.id, values);
  };
  const okNote =
    item === 'sender_domain'
      ? row.detail === 'shared' || !senderDomain
        ? t(sharedDomainNote)
        : t`Sent from ${senderDomain}, verified.`
      : null;
  return (
    <EntryRow
      state={state}
      title={t(text.title)}
      body={state === 'ok' ? okNote : problemText()}
      fix={
        state === 'ok' ? null : <FixLink place={text.fix} workspaceId={workspaceId} campaignId={campaignId} />
      }
      item={item}
    />
  );
}

function LinksEntry({
  links,
  truncated,
  failed,
  workspaceId,
  campaignId,
}: EntryProps & { links?: readonly CheckedLink[]; truncated: boolean; failed: boolean }) {
  const { t, i18n } = useLingui();
  const text = checklistTexts.links;
  if (failed)
    return (
      <EntryRow
        state="warning"
        title={t(text.title)}
        body={t`The links could not be checked. Open them yourself before sending.`}
        item="links"
      />
    );
  if (!links)
    return (
      <EntryRow
        state={null}
        title={t(text.title)}
        body={
          <Group gap={6} component="span">
            <Loader size={12} />
            {t`Checking every link…`}
          </Group>
        }
        item="links"
      />
    );
  const broken = links.filter((link) => !link.ok);
  if (broken.length === 0)
    return (
      <EntryRow
        state="ok"
        title={t(text.title)}
        body={
          truncated
            ? t`The first ${links.length} links answer; the email has more, which were not checked.`
            : links.length > 0
              ? t`All ${links.length} links answer.`
              : null
        }
        item="links"
      />
    );
  return (
    <EntryRow
      state="warning"
      title={t(text.title)}
      body={
        <Stack gap={2} component="span">
          <span>{t(text.problem)}</span>
          {broken.slice(0, 5).map((link) => {
            const problem = linkProblem(link);
            return (
              <Text key={link.url} fz="xs" c="dimmed" component="span" style={{ overflowWrap: 'anywhere' }}>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fz="xs" underline="always">
                  {link.url}
                </Anchor>
                {`: ${i18n._(problem.message.id, problem.values)}`}
              </Text>
            );
          })}
        </Stack>
      }
      fix={<FixLink place={text.fix} workspaceId={workspaceId} campaignId={campaignId} />}
      item="links"
    />
  );
}

type EntryRowProps = {
  state: ChecklistState | null;
  title: string;
  body: ReactNode;
  fix?: ReactNode;
  item: string;
};

function EntryRow({ state, title, body, fix, item }: EntryRowProps) {
  const { t } = useLingui();
  const look = state ? STATE_ICON[state] : null;
  const stateLabel =
    state === 'blocking'
      ? t({ id: 'checklist.state.must-fix', message: 'Must fix' })
      : state === 'warning'
        ? t({ id: 'checklist.state.review', message: 'Review' })
        : state === 'ok'
          ? t({ id: 'checklist.state.ready', message: 'Ready' })
          : t({ id: 'checklist.state.checking', message: 'Checking' });
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      data-item={item}
      data-state={state ?? 'checking'}
    >
      <ThemeIcon size={22} radius="xl" variant="light" color={look?.color ?? 'gray'} mt={1} aria-hidden>
        {look?.icon ?? <Loader size={10} />}
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text fz="sm" fw={600}>
            {title}
          </Text>
          {state && state !== 'ok' && (
            <Badge size="xs" variant="light" color={look?.color} styles={WHOLE_LABEL}>
              {stateLabel}
            </Badge>
          )}
          {state === 'ok' && <VisuallyHidden>{stateLabel}</VisuallyHidden>}
        </Group>
        {body && (
          <Text fz="xs" c="dimmed" component="div">
            {body}
          </Text>
        )}
        {fix}
      </Stack>
    </Group>
  );
}

function FixLink({ place, workspaceId, campaignId }: EntryProps & { place: FixPlace }) {
  const { t } = useLingui();
  const params = { id: workspaceId, campaignId };
  const style = { fz: 'xs', fw: 600 } as const;
  switch (place) {
    case 'sending-details':
      return (
        <AnchorLink
          to="/organizations/$id/campaigns/$campaignId/recipients"
          params={params}
          hash="sending-details"
          {...style}
        >
          {t`Edit the sending details`}
        </AnchorLink>
      );
    case 'domains':
      return (
        <AnchorLink
          to="/organizations/$id/settings"
          params={{ id: workspaceId }}
          hash={SENDING_DOMAINS_ANCHOR}
          {...style}
        >
          {t`Open the sending domains`}
        </AnchorLink>
      );
    case 'workspace-contact':
      return (
        <AnchorLink to="/user/organizations/$id/edit" params={{ id: workspaceId }} {...style}>
          {t`Edit the workspace's contact information`}
        </AnchorLink>
      );
    case 'editor':
      return (
        <AnchorLink to="/organizations/$id/campaigns/$campaignId/editor" params={params} {...style}>
          {t`Open the editor`}
        </AnchorLink>
      );
    case 'attachments':
      return (
        <AnchorLink to="/organizations/$id/campaigns/$campaignId/view" params={params} {...style}>
          {t`Open the attachments`}
        </AnchorLink>
      );
    case 'review':
      return (
        <AnchorLink
          to="/organizations/$id/campaigns/$campaignId/view"
          params={params}
          hash="review"
          {...style}
        >
          {t`Open the review`}
        </AnchorLink>
      );
  }
}
