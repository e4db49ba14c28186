import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LandingPageNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import { ActivityFeed } from '@/content/activity/components/activity-feed.tsx';
import { CommentsPanel } from '@/content/comments/components/comments-panel.tsx';
import { GeneratedPreview } from '@/content/generation/components/generated-preview.tsx';
import { ReviewPanel } from '@/content/review/components/review-panel.tsx';
import { PageVisibilityBadge } from '@/content/status/components/page-visibility-badge.tsx';
import { pageVisibility } from '@/content/status/model/page-visibility.ts';
import { VersionHistoryPanel } from '@/content/versions/components/version-history-panel.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { PageAnalyticsPanel } from '../analytics/components/page-analytics-panel.tsx';
import { usePageSubscriptions } from '../publish/api/page-subscriptions.ts';
import { PublishPanel } from '../publish/components/publish-panel.tsx';
import {
  SubscriptionReturn,
  type SubscriptionReturnState,
} from '../publish/components/subscription-return.tsx';
import { usePageView } from '../view/get-page-view.ts';

const capitalized = (template: string) => template.charAt(0).toUpperCase() + template.slice(1);

const ROUTE = '/_app/organizations/$id/pages/$campaignId/view';

/**
 * One landing page: its preview, template and version history, publishing with its address and
 * plan, and its analytics.
 */
export function PageViewScreen() {
  const { t } = useLingui();
  const { id, campaignId } = useParams({ from: ROUTE });
  const { generation, briefLanguage, subscription } = useSearch({ from: ROUTE });
  const navigate = useNavigate();
  const { data: page } = usePageView(id, campaignId);
  const canEdit = useCanEditContent(id);
  // The same rule as the page list and public.page_is_live (src/content/status/model/page-visibility.ts).
  const subscriptions = usePageSubscriptions(id, campaignId);
  const returned = useCheckoutReturn(subscription);

  if (!page) {
    return (
      <>
        <PageHeader title={t`Landing page`} />
        <LandingPageNotFound workspaceId={id} />
      </>
    );
  }

  const published = page.status === 'published';
  const clientName = page.client?.name;
  const origin = window.location.origin;
  return (
    <>
      <PageHeader
        title={page.name}
        description={clientName ? t`Landing page for ${clientName}` : t`Workspace landing page`}
      />
      <Paper withBorder radius="md" p="md" mb="lg">
        <Group gap="lg">
          <Group gap="xs">
            <Text size="sm" c="dimmed">{t`Template`}</Text>
            <Badge variant="light">
              {page.template ? capitalized(page.template) : t`Chosen when generated`}
            </Badge>
          </Group>
          <Group gap="xs">
            <Text size="sm" c="dimmed">{t`Visibility`}</Text>
            {subscriptions.data ? (
              <PageVisibilityBadge
                visibility={pageVisibility(page.status, subscriptions.data)}
                data-testid="page-visibility"
              />
            ) : (
              <Loader size="xs" />
            )}
          </Group>
          {published && page.slug && (
            <Text size="sm" c="dimmed">
              {`/pages/${page.slug}`}
            </Text>
          )}
        </Group>
      </Paper>
      <SubscriptionReturn
        workspaceId={id}
        pageId={campaignId}
        published={published}
        publicUrl={page.slug ? `${origin}/pages/${page.slug}` : null}
        state={returned.state}
        onDismiss={returned.dismiss}
      />
      <Stack gap="lg">
        {!canEdit && <ViewOnlyNote />}
        <PublishPanel
          workspaceId={id}
          origin={origin}
          page={{
            id: page.id,
            name: page.name,
            status: page.status,
            slug: page.slug,
            hasContent: page.content !== null,
            doubleOptIn: page.double_opt_in,
          }}
        />
        <GeneratedPreview
          workspaceId={id}
          campaign={page}
          generationBefore={generation}
          briefLanguageBefore={briefLanguage}
          canEdit={canEdit}
          onOpenEditor={() =>
            navigate({ to: '/organizations/$id/pages/$campaignId/editor', params: { id, campaignId } })
          }
        />
        <PageAnalyticsPanel workspaceId={id} pageId={campaignId} />
        <ReviewPanel workspaceId={id} campaignId={campaignId} kind="page" />
        <CommentsPanel
          workspaceId={id}
          campaignId={campaignId}
          kind="page"
          content={page.content}
          canEdit={canEdit}
        />
        <ActivityFeed workspaceId={id} campaignId={campaignId} />
        <VersionHistoryPanel workspaceId={id} campaignId={campaignId} kind="page" />
      </Stack>
    </>
  );
}

/**
 * Reads ?subscription= once and clears it from the address (a reload does not show the outcome
 * again); the outcome stays on screen until dismissed.
 */
function useCheckoutReturn(fromAddress: SubscriptionReturnState) {
  const navigate = useNavigate();
  const [state, setState] = useState<SubscriptionReturnState>(fromAddress);
  useEffect(() => {
    if (fromAddress === undefined) return;
    setState(fromAddress);
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, subscription: undefined, subscriptionId: undefined }),
      replace: true,
    });
  }, [fromAddress, navigate]);
  return { state, dismiss: () => setState(undefined) };
}
