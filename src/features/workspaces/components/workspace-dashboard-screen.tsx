import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconBuildingStore, IconMail, IconUserPlus, IconWorld } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { WorkspaceNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { ReviewStateBadge } from '@/content/review/components/review-state-badge.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useDashboardCounts } from '../api/get-dashboard-counts.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { useCampaignsNeedingReview } from '../api/list-campaigns-needing-review.ts';
import { type RecentCampaign, useRecentCampaigns } from '../api/list-recent-campaigns.ts';
import classes from './workspace-dashboard-screen.module.css';

const route = getRouteApi('/_app/organizations/$id/dashboard');

const STATUS_LABELS = {
  draft: msg`Draft`,
  ready: msg`Ready`,
  scheduled: msg`Scheduled`,
  sending: msg`Sending`,
  paused: msg`Paused`,
  sent: msg`Sent`,
  published: msg`Published`,
  archived: msg`Archived`,
} as const;

/** The workspace at a glance: what it holds, and the campaigns and pages worked on last. */
export function WorkspaceDashboardScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { data: workspace } = useWorkspace(id);
  if (!workspace) {
    return (
      <>
        <PageHeader title={t`Dashboard`} />
        <WorkspaceNotFound />
      </>
    );
  }
  return (
    <>
      <PageHeader title={workspace.name} description={t`Your workspace at a glance.`} />
      <Stack gap="xl">
        <Counts workspaceId={id} />
        <NeedsReview workspaceId={id} />
        <RecentCampaigns workspaceId={id} />
      </Stack>
    </>
  );
}

function Counts({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  const { number } = useFormatters();
  const { data: counts } = useDashboardCounts(workspaceId);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      <CountCard
        icon={IconBuildingStore}
        label={t`Clients`}
        value={number(counts.clients)}
        to="/organizations/$id/clients"
        workspaceId={workspaceId}
      />
      <CountCard
        icon={IconMail}
        label={t`Campaigns`}
        value={number(counts.campaigns)}
        to="/organizations/$id/campaigns"
        workspaceId={workspaceId}
      />
      <CountCard
        icon={IconWorld}
        label={t`Landing pages`}
        value={number(counts.pages)}
        to="/organizations/$id/pages"
        workspaceId={workspaceId}
      />
      <CountCard
        icon={IconUserPlus}
        label={t`Leads this month`}
        value={number(counts.leadsThisMonth)}
        workspaceId={workspaceId}
      />
    </SimpleGrid>
  );
}

type CountCardProps = {
  icon: Icon;
  label: string;
  value: string;
  workspaceId: string;
  /** The list behind the figure, when there is one: the whole card links there. */
  to?: '/organizations/$id/clients' | '/organizations/$id/campaigns' | '/organizations/$id/pages';
};

function CountCard({ icon: CardIcon, label, value, workspaceId, to }: CountCardProps) {
  const content = (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
      className={to ? classes.linkCard : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fz="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={{ base: 26, sm: 32 }} fw={700} lh={1.1}>
            {value}
          </Text>
        </Stack>
        <ThemeIcon variant="light" size="lg" radius="md" visibleFrom="xs">
          <CardIcon size={20} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
  if (!to) return content;
  return (
    <Link to={to} params={{ id: workspaceId }} className={classes.plainLink}>
      {content}
    </Link>
  );
}

function RecentCampaigns({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  const { data: campaigns } = useRecentCampaigns(workspaceId);
  const canCreate = useCanEditContent(workspaceId);
  const params = { id: workspaceId };
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-campaigns">
      <Title order={2} fz="lg" id="recent-campaigns">
        {t`Recent campaigns and pages`}
      </Title>
      {campaigns.length === 0 ? (
        <EmptyState
          icon={<IconMail size={30} />}
          title={t`No campaigns yet`}
          description={
            canCreate
              ? t`Describe what you sell and Pitchcraft writes and designs an email campaign or a landing page in your colours.`
              : t`You can view this workspace. Ask an admin for the editor role to make changes.`
          }
          action={
            canCreate && (
              <Group justify="center" gap="sm">
                <ButtonLink to="/organizations/$id/campaigns/create-express" params={params}>
                  {t`Create a campaign`}
                </ButtonLink>
                <ButtonLink to="/organizations/$id/pages/create-express" params={params} variant="light">
                  {t`Create a landing page`}
                </ButtonLink>
              </Group>
            )
          }
        />
      ) : (
        <Paper withBorder radius="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {campaigns.map((campaign, index) => (
            <RecentCampaignRow
              key={campaign.id}
              campaign={campaign}
              workspaceId={workspaceId}
              first={index === 0}
            />
          ))}
        </Paper>
      )}
    </Stack>
  );
}

/** Shown only when something waits on a review step; the lists' badges say which. */
function NeedsReview({ workspaceId }: { workspaceId: string }) {
  const { t } = useLingui();
  const { data: campaigns = [] } = useCampaignsNeedingReview(workspaceId);
  if (campaigns.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="needs-review">
      <Title order={2} fz="lg" id="needs-review">
        {t`Needs review`}
      </Title>
      <Paper withBorder radius="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {campaigns.map((campaign, index) => (
          <RecentCampaignRow
            key={campaign.id}
            campaign={campaign}
            workspaceId={workspaceId}
            first={index === 0}
            badge={<ReviewStateBadge state={campaign.reviewState} />}
          />
        ))}
      </Paper>
    </Stack>
  );
}

type RowProps = { campaign: RecentCampaign; workspaceId: string; first: boolean; badge?: ReactNode };

function RecentCampaignRow({ campaign, workspaceId, first, badge }: RowProps) {
  const { t } = useLingui();
  const { date } = useFormatters();
  const params = { id: workspaceId, campaignId: campaign.id };
  const linkProps = { params, className: `${classes.plainLink} ${classes.row}` };
  const content = (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Stack gap={2} miw={0}>
        <Text fw={600} truncate="end">
          {campaign.name}
        </Text>
        <Text fz="sm" c="dimmed" truncate="end">
          {campaign.clientName ?? t`Workspace campaign`} · {date(campaign.createdAt)}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap">
        <Badge
          variant="light"
          color={campaign.kind === 'page' ? 'cyan' : 'brand'}
          radius="sm"
          visibleFrom="xs"
        >
          {campaign.kind === 'page' ? t`Landing page` : t`Email`}
        </Badge>
        {badge ?? (
          <Badge variant="outline" color="gray" radius="sm">
            {t(STATUS_LABELS[campaign.status])}
          </Badge>
        )}
      </Group>
    </Group>
  );
  return (
    <li style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {campaign.kind === 'page' ? (
        <Link to="/organizations/$id/pages/$campaignId/view" {...linkProps}>
          {content}
        </Link>
      ) : (
        <Link to="/organizations/$id/campaigns/$campaignId/view" {...linkProps}>
          {content}
        </Link>
      )}
    </li>
  );
}
