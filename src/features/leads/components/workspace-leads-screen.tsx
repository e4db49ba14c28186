import { useLingui } from '@lingui/react/macro';
import { IconAddressBook } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { useLeads } from '../api/get-leads.ts';
import { LeadsView } from './leads-view.tsx';

const route = getRouteApi('/_app/organizations/$id/leads');

/** The contacts the workspace's own landing pages (those without a client) captured. */
export function WorkspaceLeadsScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { page, q } = route.useSearch();
  const navigate = route.useNavigate();
  const scope = { workspaceId: id, clientId: null };
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

  return (
    <>
      <PageHeader
        title={t`Leads`}
        description={t`Contacts captured by the workspace's own landing pages. A client's leads are on the client's page.`}
      />
      {data && (
        <LeadsView
          scope={scope}
          data={data}
          owner={t`workspace`}
          page={page}
          search={q}
          onPage={onPage}
          onSearch={onSearch}
          empty={
            <EmptyState
              icon={<IconAddressBook size={30} />}
              title={t`No leads yet`}
              description={t`Leads arrive from the forms on the workspace's landing pages: everyone who fills one in appears here with their name, email and phone.`}
              action={
                <ButtonLink to="/organizations/$id/pages" params={{ id }} variant="light">
                  {t`See the landing pages`}
                </ButtonLink>
              }
            />
          }
        />
      )}
    </>
  );
}
