import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { ClientSectionsNav } from '@/components/client-sections-nav.tsx';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { useLeads } from '../api/get-leads.ts';
import { LeadsScreenBody } from './leads-screen-body.tsx';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/leads');

/** The contacts a client's landing pages captured, newest first, 50 to a page. */
export function ClientLeadsScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const { page, q } = route.useSearch();
  const scope = { workspaceId: id, client: clientId };
  // The same query as the list's: read here for the client's name.
  const { data } = useLeads(scope, page, q);

  if (!data?.client) {
    return (
      <>
        <PageHeader title={t`Leads`} />
        <ClientNotFound workspaceId={id} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t`Leads of ${data.client.name}`}
        description={t`Contacts captured by this client's landing pages.`}
      />
      <ClientSectionsNav workspaceId={id} clientId={clientId} />
      <LeadsScreenBody
        scope={scope}
        page={page}
        q={q}
        owner={data.client.name}
        emptyDescription={t`Leads arrive from the forms on this client's landing pages: everyone who fills one in appears here with their name, email and phone.`}
        emptyAction={
          <ButtonLink
            to="/organizations/$id/clients/$clientId/campaigns"
            params={{ id, clientId }}
            variant="light"
          >
            {t`See this client's pages`}
          </ButtonLink>
        }
      />
    </>
  );
}
