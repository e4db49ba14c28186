import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignEditorScreen } from '@/features/campaigns/components/campaign-editor-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/$campaignId/editor')({
  staticData: { title: msg`Campaign editor` },
  component: CampaignEditorScreen,
});
