import { useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconShare } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ClientNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { AnchorLink } from '@/components/router-links.tsx';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useAnalyticsClients } from '../api/get-analytics-clients.ts';
import { useEmailAnalytics } from '../api/get-email-analytics.ts';
import { usePageAnalytics } from '../api/get-page-analytics.ts';
import { type Period, periodOf, readerTimeZone } from '../model/period.ts';
import { AnalyticsFilters } from './analytics-filters.tsx';
import { ClientReport } from './client-report.tsx';
import { InLanguage } from './in-language.tsx';
import { PrintButton } from './print-button.tsx';
import { ShareReportModal } from './share-report-modal.tsx';

const route = getRouteApi('/_app/organizations/$id/clients/$clientId/report');

/**
 * A client's report in the app (docs/analytics.md "The client report"): the dashboard's period
 * and reads, as a document in the client's language to print or share by link.
 */
export function ClientReportScreen() {
  const { t } = useLingui();
  const { id, clientId } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate();
  const clients = useAnalyticsClients(id);
  const canShare = useCanEditContent(id);
  const timeZone = useMemo(readerTimeZone, []);
  const period = useMemo(() => periodOf(search, new Date()), [search]);
  const [sharing, setSharing] = useState(false);
  if (!clients.data) return null;
  const client = clients.data.find((each) => each.id === clientId);
  if (!client) {
    return (
      <>
        <PageHeader title={t`Report`} />
        <ClientNotFound workspaceId={id} />
      </>
    );
  }
  const locale = search.lang ?? client.report_locale;
  const { lang: _, ...periodSearch } = search;

  return (
    <Stack gap="md">
      <Stack gap="sm" data-print-hide>
        <Group justify="space-between" gap="sm">
          <AnchorLink
            to="/organizations/$id/clients/$clientId/analytics"
            params={{ id, clientId }}
            search={periodSearch}
            fz="sm"
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t`Analytics of ${client.name}`}
            </Group>
          </AnchorLink>
          <Group gap="sm">
            {period && (
              <Button
                variant="default"
                leftSection={<IconShare size={16} />}
                onClick={() => setSharing(true)}
              >
                {t`Share link`}
              </Button>
            )}
            <PrintButton />
          </Group>
        </Group>
        <Group gap="md" align="flex-start" wrap="wrap">
          <AnalyticsFilters
            search={search}
            periodProblem={period === null}
            onChange={(next) =>
              navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace: true })
            }
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="report-language-label">
              {t`Report language`}
            </Text>
            <SegmentedControl
              aria-labelledby="report-language-label"
              value={locale}
              onChange={(value) =>
                navigate({
                  to: '.',
                  search: (previous) => ({ ...previous, lang: value as Locale }),
                  replace: true,
                })
              }
              data={LOCALES.map((each) => ({ value: each, label: LOCALE_NAMES[each] }))}
            />
          </Stack>
        </Group>
      </Stack>
      {period && (
        <>
          <InLanguage locale={locale}>
            <ReportOfPeriod
              workspaceId={id}
              clientId={clientId}
              clientName={client.name}
              period={period}
              timeZone={timeZone}
            />
          </InLanguage>
          <ShareReportModal
            opened={sharing}
            onClose={() => setSharing(false)}
            workspaceId={id}
            clientId={clientId}
            firstDay={period.days[0] as string}
            lastDay={period.days[period.days.length - 1] as string}
            timeZone={timeZone}
            locale={locale}
            canShare={canShare}
          />
        </>
      )}
    </Stack>
  );
}

/** The dashboard's own reads (the same query keys: what the dashboard showed, the report shows). */
function ReportOfPeriod({
  workspaceId,
  clientId,
  clientName,
  period,
  timeZone,
}: {
  workspaceId: string;
  clientId: string;
  clientName: string;
  period: Period;
  timeZone: string;
}) {
  const { t } = useLingui();
  const scope = { workspaceId, client: clientId };
  const email = useEmailAnalytics(scope, period, timeZone);
  const pages = usePageAnalytics(scope, period, timeZone);
  if (email.isError || pages.isError) {
    return (
      <Text c="red.8">{t`The report's figures could not be loaded. Reload the page to try again.`}</Text>
    );
  }
  if (!email.data || !pages.data) return <Skeleton h={480} radius="lg" />;
  return <ClientReport clientName={clientName} days={period.days} email={email.data} pages={pages.data} />;
}
