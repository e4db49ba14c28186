import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { AnchorLink } from '@/components/router-links.tsx';
import { ShowMoreButton } from '@/components/show-more-button.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import {
  type ActivityEvent,
  type ActivityKind,
  type ActivityScope,
  useActivityFeed,
} from '../api/activity-feed.ts';

type ActivityFeedProps = { workspaceId: string } & ActivityScope;

/**
 * What happened and who did it, newest first: for one campaign or page (`campaignId`), or for
 * every item of a client (`clientId`), where each line names the item with a link to it. The
 * database writes the lines (triggers on campaigns, reviews, comments and sends).
 */
export function ActivityFeed({ workspaceId, ...scope }: ActivityFeedProps) {
  const { t } = useLingui();
  const feed = useActivityFeed(workspaceId, scope);
  const events = feed.data?.pages.flatMap((page) => page.events) ?? [];
  const ofClient = 'clientId' in scope;

  return (
    <Paper
      withBorder
      radius={ofClient ? 'lg' : 'md'}
      p={ofClient ? { base: 'md', sm: 'xl' } : 'md'}
      maw={ofClient ? 760 : undefined}
      mt={ofClient ? 'lg' : undefined}
      component="section"
      aria-labelledby="activity-title"
    >
      <Group gap="xs" mb={4}>
        <IconActivity size={18} aria-hidden />
        <Title order={2} size="h4" id="activity-title">
          {t`Activity`}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {ofClient
          ? t`What happened to this client's campaigns and pages, and who did it.`
          : t`What happened here, and who did it.`}
      </Text>
      {feed.isPending ? (
        <Stack gap="xs">
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : feed.isError ? (
        <Text size="sm" c="red">{t`The activity could not be loaded.`}</Text>
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Nothing has happened yet.`}
        </Text>
      ) : (
        <Stack component="ol" gap={0} m={0} p={0} aria-label={t`Activity`} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <ActivityLine key={event.id} workspaceId={workspaceId} event={event} withItem={ofClient} />
          ))}
        </Stack>
      )}
      <ShowMoreButton pages={feed} />
    </Paper>
  );
}

type ActivityLineProps = { workspaceId: string; event: ActivityEvent; withItem: boolean };

function ActivityLine({ workspaceId, event, withItem }: ActivityLineProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const sentence = useActivitySentence();
  const reviewer = event.reviewer?.name;
  // No actor: Pitchcraft did it (a scheduled send, a trigger), or the member has left.
  const who = reviewer
    ? t`${reviewer} (client reviewer)`
    : event.actor?.full_name?.trim() || event.actor?.email || 'Pitchcraft';
  const item = event.campaigns;

  return (
    <Stack component="li" gap={2} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Text size="sm">{sentence(event.kind, who)}</Text>
      <Group gap="xs">
        {withItem && (
          <AnchorLink
            size="sm"
            to={
              item.kind === 'email'
                ? '/organizations/$id/campaigns/$campaignId/view'
                : '/organizations/$id/pages/$campaignId/view'
            }
            params={{ id: workspaceId, campaignId: item.id }}
          >
            {item.name}
          </AnchorLink>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={event.created_at}>
          {format.dateTime(event.created_at)}
        </Text>
      </Group>
    </Stack>
  );
}

/** A sentence per kind, whole in each language (a verb alone does not translate). */
function useActivitySentence() {
  const { t } = useLingui();
  return (kind: ActivityKind, who: string): string => {
    const sentences: Record<ActivityKind, () => string> = {
      created: () => t`${who} created it`,
      generated: () => t`${who} generated its content`,
      edited: () => t`${who} edited it`,
      submitted: () => t`${who} submitted it for review`,
      approved: () => t`${who} approved it`,
      changes_requested: () => t`${who} requested changes`,
      withdrawn: () => t`${who} withdrew it from review`,
      reopened: () => t`${who} edited it after it was submitted: its review starts again`,
      commented: () => t`${who} commented`,
      shipped: () => t`${who} started sending it`,
      scheduled: () => t`${who} scheduled it to send later`,
      retried: () => t`${who} retried its failed recipients`,
      follow_up_scheduled: () => t`${who} scheduled a follow-up to those who had not engaged`,
      published: () => t`${who} published it`,
      unpublished: () => t`${who} unpublished it`,
    };
    return sentences[kind]();
  };
}
