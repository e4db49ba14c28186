import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** One client's details. */
export function ClientEditScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/clients/$clientId/edit' });
  return (
    <>
      <PageHeader
        title={t`Edit client`}
        description={t`Name, website, contact and sender information of this client.`}
      />
      <ClientNotFound workspaceId={id} />
    </>
  );
}
