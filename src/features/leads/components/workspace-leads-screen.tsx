import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { LeadsScreenBody } from './leads-screen-body.tsx';

const route = getRouteApi('/_app/organizations/$id/leads');

/** The contacts the workspace's own landing pages (those without a client) captured. */
export function WorkspaceLeadsScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const { page, q } = route.useSearch();

  return (
    <>
      <PageHeader
        title={t`Leads`}
        description={t`Contacts captured by the workspace's own landing pages. A client's leads are on the client's page.`}
      />
      <LeadsScreenBody
        scope={{ workspaceId: id, clientId: null }}
        page={page}
        q={q}
        owner={t`workspace`}
        emptyDescription={t`Leads arrive from the forms on the workspace's landing pages: everyone who fills one in appears here with their name, email and phone.`}
        emptyAction={
          <ButtonLink to="/organizations/$id/pages" params={{ id }} variant="light">
            {t`See the landing pages`}
          </ButtonLink>
        }
      />
    </>
  );
}
