import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useAnalyticsClients } from '../api/get-analytics-clients.ts';
import { AnalyticsDashboard } from './analytics-dashboard.tsx';
import { useClientName } from './use-client-name.ts';

const route = getRouteApi('/_app/organizations/$id/analytics');

/** SPEC §1's analytics dashboard: every campaign and page of the workspace, or one client's. */
export function WorkspaceAnalyticsScreen() {
  const { t } = useLingui();
  const { id } = route.useParams();
  const search = route.useSearch();
  const clients = useAnalyticsClients(id);
  const clientName = useClientName(clients.data);

  return (
    <>
      <PageHeader
        title={t`Analytics`}
        description={t`How the workspace's email campaigns and landing pages did over a period, against the period before.`}
      />
      <AnalyticsDashboard
        scope={{ workspaceId: id, client: search.client ?? 'all' }}
        search={search}
        clients={clients.data ?? []}
        clientName={clientName}
        showClient={search.client === undefined}
      />
    </>
  );
}
