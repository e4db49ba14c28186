import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** A campaign's recipients, delivery and sending. */
export function RecipientsScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/$campaignId/recipients' });
  return (
    <>
      <PageHeader
        title={t`Recipients`}
        description={t`Upload recipients, check delivery and engagement, and ship the campaign.`}
      />
      <CampaignNotFound workspaceId={id} />
    </>
  );
}
