import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';

/** The contacts a client's landing pages captured. */
export function ClientLeadsScreen() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/_app/organizations/$id/clients/$clientId/leads' });
  return (
    <>
      <PageHeader title={t`Leads`} description={t`Contacts captured by this client's landing pages.`} />
      <ClientNotFound workspaceId={id} />
    </>
  );
}
