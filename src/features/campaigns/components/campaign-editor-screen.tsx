import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** The email editor of one campaign. */
export function CampaignEditorScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/$campaignId/editor' });
  return (
    <>
      <PageHeader title={t`Campaign editor`} description={t`Edit the email with drag and drop.`} />
      <CampaignNotFound workspaceId={id} />
    </>
  );
}
