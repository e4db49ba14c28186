import { Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { AnalyticsSearch } from '../analytics-search.ts';
import type { AnalyticsScope } from '../api/analytics-keys.ts';
import type { AnalyticsClient } from '../api/get-analytics-clients.ts';
import { periodOf, readerTimeZone } from '../model/period.ts';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { EmailAnalyticsSection } from './email-analytics-section.tsx';
import { PageAnalyticsSection } from './page-analytics-section.tsx';

type AnalyticsDashboardProps = {
  scope: AnalyticsScope;
  search: AnalyticsSearch & { client?: string };
  /** The workspace's clients, when the dashboard may be narrowed to one (not on a client's own). */
  clients?: AnalyticsClient[];
  clientName: (id: string | null) => string;
  showClient: boolean;
};

/**
 * The period's choice (kept in the address), then the figures of a scope over it: email
 * campaigns, then landing pages. A period that cannot be shown is said, and nothing is read.
 */
export function AnalyticsDashboard({
  scope,
  search,
  clients,
  clientName,
  showClient,
}: AnalyticsDashboardProps) {
  const navigate = useNavigate();
  const timeZone = useMemo(readerTimeZone, []);
  const period = useMemo(() => periodOf(search, new Date()), [search]);
  const filters = (
    <AnalyticsFilters
      search={search}
      clients={clients}
      periodProblem={period === null}
      onChange={(next) =>
        navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace: true })
      }
    />
  );
  if (!period) return filters;
  return (
    <Stack gap="lg">
      {filters}
      <EmailAnalyticsSection
        scope={scope}
        period={period}
        timeZone={timeZone}
        clientName={clientName}
        showClient={showClient}
      />
      <PageAnalyticsSection
        scope={scope}
        period={period}
        timeZone={timeZone}
        clientName={clientName}
        showClient={showClient}
      />
    </Stack>
  );
}
