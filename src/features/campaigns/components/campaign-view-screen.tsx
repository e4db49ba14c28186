import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import { ActivityFeed } from '@/content/activity/components/activity-feed.tsx';
import { CommentsPanel } from '@/content/comments/components/comments-panel.tsx';
import { GeneratedPreview } from '@/content/generation/components/generated-preview.tsx';
import { ReviewPanel } from '@/content/review/components/review-panel.tsx';
import { VersionHistoryPanel } from '@/content/versions/components/version-history-panel.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { CampaignAttachmentsPanel } from '../attachments/components/campaign-attachments-panel.tsx';
import { useCampaignView } from '../view/get-campaign-view.ts';

const TERM = { size: 'xs', c: 'dimmed', fw: 700, tt: 'uppercase', w: 120, style: { flexShrink: 0 } } as const;

const ROUTE = '/_app/organizations/$id/campaigns/$campaignId/view';

/**
 * One campaign's preview: subject and preheader above the email as recipients get it; its
 * attachments and its version history below.
 */
export function CampaignViewScreen() {
  const { t } = useLingui();
  const { id, campaignId } = useParams({ from: ROUTE });
  const { generation, briefLanguage } = useSearch({ from: ROUTE });
  const navigate = useNavigate();
  const { data: campaign } = useCampaignView(id, campaignId);
  const canEdit = useCanEditContent(id);

  if (!campaign) {
    return (
      <>
        <PageHeader title={t`Campaign`} />
        <CampaignNotFound workspaceId={id} />
      </>
    );
  }

  const clientName = campaign.client?.name;
  return (
    <>
      <PageHeader
        title={campaign.name}
        description={clientName ? t`Campaign for ${clientName}` : t`Workspace campaign`}
        actions={
          <ButtonLink
            to="/organizations/$id/campaigns/$campaignId/recipients"
            params={{ id, campaignId }}
            leftSection={<IconSend size={16} />}
          >
            {t`Recipients and sending`}
          </ButtonLink>
        }
      />
      <Stack gap="lg">
        {!canEdit && <ViewOnlyNote />}
        {campaign.html !== null && (
          <Paper withBorder radius="md" p="md" component="dl" m={0}>
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" {...TERM}>
                {t`Subject`}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {campaign.subject || t`No subject yet`}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap" align="baseline" mt={6}>
              <Text component="dt" {...TERM}>
                {t`Preheader`}
              </Text>
              <Text component="dd" m={0} c="dimmed">
                {campaign.preheader || t`No preheader yet`}
              </Text>
            </Group>
          </Paper>
        )}
        <GeneratedPreview
          workspaceId={id}
          campaign={campaign}
          generationBefore={generation}
          briefLanguageBefore={briefLanguage}
          canEdit={canEdit}
          onOpenEditor={() =>
            navigate({ to: '/organizations/$id/campaigns/$campaignId/editor', params: { id, campaignId } })
          }
        />
        <CampaignAttachmentsPanel workspaceId={id} campaignId={campaignId} />
        <ReviewPanel workspaceId={id} campaignId={campaignId} kind="email" />
        <CommentsPanel
          workspaceId={id}
          campaignId={campaignId}
          kind="email"
          content={campaign.content}
          canEdit={canEdit}
        />
        <ActivityFeed workspaceId={id} campaignId={campaignId} />
        <VersionHistoryPanel workspaceId={id} campaignId={campaignId} kind="email" />
      </Stack>
    </>
  );
}
