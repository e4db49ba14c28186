import { useLingui } from '@lingui/react/macro';
import { IconFileText } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { ClientSectionsNav } from '@/components/client-sections-nav.tsx';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { useAnalyticsClients } from '../api/get-analytics-clients.ts';
import { AnalyticsDashboard } from './analytics-dashboard.tsx';
import { useClientName } from './use-client-name.ts';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/analytics');

/** One client's dashboard: its campaigns and landing pages over a period. */
export function ClientAnalyticsScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const search = route.useSearch();
  const clients = useAnalyticsClients(id);
  const clientName = useClientName(clients.data);
  if (!clients.data) return null;
  const client = clients.data.find((each) => each.id === clientId);
  if (!client) {
    return (
      <>
        <PageHeader title={t`Analytics`} />
        <ClientNotFound workspaceId={id} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Analytics of ${client.name}`}
        description={t`How this client's email campaigns and landing pages did over a period, against the period before.`}
        actions={
          <ButtonLink
            to="/organizations/$id/clients/$clientId/report"
            params={{ id, clientId }}
            search={search}
            variant="default"
            leftSection={<IconFileText size={16} />}
          >
            {t`Report`}
          </ButtonLink>
        }
      />
      <ClientSectionsNav workspaceId={id} clientId={clientId} />
      <AnalyticsDashboard
        scope={{ workspaceId: id, client: clientId }}
        search={search}
        clientName={clientName}
        showClient={false}
      />
    </>
  );
}
