import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { LeadSourceFilter } from './lead-source-filter.tsx';
import { LeadsScreenBody } from './leads-screen-body.tsx';

const route = getRouteApi('/_app/organizations/$id/leads');

/** The contacts every landing page of the workspace captured, its own and its clients', filterable. */
export function WorkspaceLeadsScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { page, q, client, landing } = route.useSearch();
  const navigate = useNavigate();
  const filtered = client !== undefined || landing !== undefined;

  return (
    <>
      <PageHeader
        title={t`Leads`}
        description={t`Contacts captured by every landing page of the workspace, its own and its clients'.`}
      />
      <LeadSourceFilter
        workspaceId={id}
        client={client}
        landing={landing}
        onChange={(next) =>
          navigate({
            to: '.',
            search: (previous) => ({ ...previous, ...next, page: undefined }),
            replace: true,
          })
        }
      />
      <LeadsScreenBody
        scope={{ workspaceId: id, client: client ?? 'all', pageId: landing }}
        page={page}
        q={q}
        owner={t`workspace`}
        showPage
        emptyDescription={
          filtered
            ? t`No landing page chosen above has captured a lead yet. Choose every client and page to see them all.`
            : t`Leads arrive from the forms on the workspace's landing pages and its clients': everyone who fills one in appears here with their name, email and phone.`
        }
        emptyAction={
          <ButtonLink to="/organizations/$id/pages" params={{ id }} variant="light">
            {t`See the landing pages`}
          </ButtonLink>
        }
      />
    </>
  );
}
