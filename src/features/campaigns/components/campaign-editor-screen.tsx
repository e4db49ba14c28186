import { useLingui } from '@lingui/react/macro';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { ViewOnlyContentScreen } from '@/content/list/components/view-only-content-screen.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import {
  campaignForEditingQueryOptions,
  useCampaignForEditing,
} from '../editor/api/get-campaign-for-editing.ts';
import { EmailEditorSession } from '../editor/components/email-editor-session.tsx';

const ROUTE = '/_app/organizations/$id/campaigns/$campaignId/editor';

/** The email editor of one campaign, or why it cannot be edited now. */
export function CampaignEditorScreen() {
  const { t } = useLingui();
  const { id, campaignId } = useParams({ from: ROUTE });
  const queryClient = useQueryClient();
  const { data: campaign } = useCampaignForEditing(id, campaignId);
  // A new session (fresh state, the editor opened again) each time the user loads the saved version.
  const [session, setSession] = useState(0);
  const canEdit = useCanEditContent(id);

  if (!campaign) {
    return (
      <>
        <PageHeader title={t`Campaign editor`} />
        <CampaignNotFound workspaceId={id} />
      </>
    );
  }
  if (!canEdit) {
    return (
      <ViewOnlyContentScreen kind="email" workspaceId={id} campaignId={campaignId} title={campaign.name} />
    );
  }

  const backToPreview = (
    <ButtonLink
      to="/organizations/$id/campaigns/$campaignId/view"
      params={{ id, campaignId }}
      variant="light"
    >
      {t`Back to preview`}
    </ButtonLink>
  );

  if (campaign.status === 'scheduled') {
    return (
      <>
        <PageHeader title={campaign.name} description={t`Email editor`} />
        <EmptyState
          icon={<IconLock size={30} />}
          title={t`This campaign is scheduled`}
          description={t`The email goes out as it was scheduled. To change it, cancel the scheduled send on the Recipients screen, edit it, then schedule it again.`}
          action={backToPreview}
        />
      </>
    );
  }

  if (campaign.status === 'sending') {
    return (
      <>
        <PageHeader title={campaign.name} description={t`Email editor`} />
        <EmptyState
          icon={<IconLock size={30} />}
          title={t`This campaign is being sent`}
          description={t`An email cannot change while it is going out to recipients. You can edit it again when sending ends.`}
          action={backToPreview}
        />
      </>
    );
  }

  if (!campaign.design) {
    return (
      <>
        <PageHeader title={campaign.name} description={t`Email editor`} />
        <EmptyState
          icon={<IconSparkles size={30} />}
          title={t`Nothing to edit yet`}
          description={t`This campaign has not been written yet. Use Generate now on its preview to write it from the brief, then come back to edit it.`}
          action={backToPreview}
        />
      </>
    );
  }

  return (
    <EmailEditorSession
      key={session}
      workspaceId={id}
      campaign={{ ...campaign, design: campaign.design }}
      onReload={async () => {
        await queryClient.fetchQuery(campaignForEditingQueryOptions(id, campaignId));
        setSession((count) => count + 1);
      }}
    />
  );
}
