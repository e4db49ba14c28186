import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** The campaigns made for one client. */
export function ClientCampaignsScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/clients/$clientId/campaigns' });
  return (
    <>
      <PageHeader title={t`Client campaigns`} description={t`The campaigns made on behalf of this client.`} />
      <ClientNotFound workspaceId={id} />
    </>
  );
}
