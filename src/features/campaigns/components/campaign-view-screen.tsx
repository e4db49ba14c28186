import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** One campaign's preview. */
export function CampaignViewScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/$campaignId/view' });
  return (
    <>
      <PageHeader title={t`Campaign`} description={t`Preview the campaign; click the preview to edit it.`} />
      <CampaignNotFound workspaceId={id} />
    </>
  );
}
