import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { AnalyticsSearch } from '../analytics-search.ts';
import type { AnalyticsScope } from '../api/analytics-keys.ts';
import { periodOf, readerTimeZone } from '../model/period.ts';
import { EmailAnalyticsSection } from './email-analytics-section.tsx';
import { PageAnalyticsSection } from './page-analytics-section.tsx';

type AnalyticsDashboardProps = {
  scope: AnalyticsScope;
  search: AnalyticsSearch;
  clientName: (id: string | null) => string;
  showClient: boolean;
};

/** The figures of a scope over the search's period: email campaigns, then landing pages. */
export function AnalyticsDashboard({ scope, search, clientName, showClient }: AnalyticsDashboardProps) {
  const timeZone = useMemo(readerTimeZone, []);
  const period = useMemo(() => periodOf(search, new Date()), [search]);
  if (!period) return null;
  return (
    <Stack gap="lg">
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
