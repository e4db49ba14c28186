import { useLingui } from '@lingui/react/macro';
import { IconAddressBook } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ClientSectionsNav } from '@/components/client-sections-nav.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { useLeads } from '../api/get-leads.ts';
import { LeadsView } from './leads-view.tsx';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/leads');

/** The contacts a client's landing pages captured, newest first, 50 to a page. */
export function ClientLeadsScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const { page, q } = route.useSearch();
  const navigate = route.useNavigate();
  const scope = { workspaceId: id, clientId };
  const { data } = useLeads(scope, page, q);
  const onPage = useCallback(
    (next: number) =>
      navigate({ search: (previous) => ({ ...previous, page: next === 1 ? undefined : next }) }),
    [navigate],
  );
  const onSearch = useCallback(
    (next: string) =>
      navigate({
        search: (previous) => ({ ...previous, q: next || undefined, page: undefined }),
        replace: true,
      }),
    [navigate],
  );

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
      <LeadsView
        scope={scope}
        data={data}
        owner={data.client.name}
        page={page}
        search={q}
        onPage={onPage}
        onSearch={onSearch}
        empty={
          <EmptyState
            icon={<IconAddressBook size={30} />}
            title={t`No leads yet`}
            description={t`Leads arrive from the forms on this client's landing pages: everyone who fills one in appears here with their name, email and phone.`}
            action={
              <ButtonLink
                to="/organizations/$id/clients/$clientId/campaigns"
                params={{ id, clientId }}
                variant="light"
              >
                {t`See this client's pages`}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}
