import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AnchorLink } from '@/components/router-links.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { useSourceLabel } from '@/content/analytics/components/use-source-label.ts';
import { downloadCsv } from '@/lib/csv/download.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { AnalyticsScope } from '../api/analytics-keys.ts';
import { usePageAnalytics } from '../api/get-page-analytics.ts';
import { analyticsFileName, pagesCsv } from '../model/analytics-csv.ts';
import type { Period } from '../model/period.ts';
import { conversion, type PageFigures, pageTotals } from '../model/totals.ts';
import { PageDailyChart } from './analytics-figures.tsx';
import { useFigureChange } from './figure-change.ts';
import { type Column, SortableTable } from './sortable-table.tsx';

type PageAnalyticsSectionProps = {
  scope: AnalyticsScope;
  period: Period;
  timeZone: string;
  clientName: (id: string | null) => string;
  showClient: boolean;
};

type PageRow = PageFigures & { id: string; name: string; clientId: string | null };
type SourceRow = PageFigures & { source: string };

/** The landing-page side of the dashboard: views, leads and conversion, per day, per page and per source. */
export function PageAnalyticsSection({
  scope,
  period,
  timeZone,
  clientName,
  showClient,
}: PageAnalyticsSectionProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const changeOf = useFigureChange();
  const sourceLabel = useSourceLabel();
  const { data, isError } = usePageAnalytics(scope, period, timeZone);

  const heading = (
    <Title order={2} fz="lg" id="page-analytics-heading">
      {t`Landing pages`}
    </Title>
  );
  if (isError) {
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="page-analytics-heading">
        {heading}
        <Text
          c="red.8"
          mt="sm"
        >{t`The pages' figures could not be loaded. Reload the page to try again.`}</Text>
      </Paper>
    );
  }
  if (!data) return <Skeleton h={320} radius="lg" />;

  const current = pageTotals(data.sources);
  const before = pageTotals(data.previous);

  const figureColumns = <Row extends PageFigures>(): Column<Row>[] => [
    {
      key: 'views',
      label: t`Views`,
      numeric: true,
      sortValue: (row) => row.views,
      render: (row) => format.number(row.views),
    },
    {
      key: 'formStarts',
      label: t`Form starts`,
      numeric: true,
      sortValue: (row) => row.formStarts,
      render: (row) => format.number(row.formStarts),
    },
    {
      key: 'leads',
      label: t`Leads`,
      numeric: true,
      sortValue: (row) => row.leads,
      render: (row) => format.number(row.leads),
    },
    {
      key: 'conversion',
      label: t`Conversion`,
      numeric: true,
      sortValue: (row) => conversion(row),
      render: (row) => format.rate(conversion(row)),
    },
  ];
  const pageColumns: Column<PageRow>[] = [
    {
      key: 'name',
      label: t`Landing page`,
      sortValue: (row) => row.name.toLocaleLowerCase(),
      render: (row) => (
        <AnchorLink
          to="/organizations/$id/pages/$campaignId/view"
          params={{ id: scope.workspaceId, campaignId: row.id }}
          fz="sm"
        >
          {row.name}
        </AnchorLink>
      ),
    },
    ...(showClient
      ? [
          {
            key: 'client',
            label: t`Client`,
            sortValue: (row: PageRow) => clientName(row.clientId).toLocaleLowerCase(),
            render: (row: PageRow) => clientName(row.clientId),
          },
        ]
      : []),
    ...figureColumns<PageRow>(),
  ];
  const sourceColumns: Column<SourceRow>[] = [
    {
      key: 'source',
      label: t`Source`,
      sortValue: (row) => sourceLabel(row.source).toLocaleLowerCase(),
      render: (row) => sourceLabel(row.source),
    },
    ...figureColumns<SourceRow>(),
  ];

  const exportPages = () =>
    downloadCsv(
      pagesCsv(
        current.pages,
        {
          page: t`Landing page`,
          client: t`Client`,
          views: t`Views`,
          formStarts: t`Form starts`,
          leads: t`Leads`,
          conversion: t`Conversion`,
        },
        clientName,
      ),
      analyticsFileName('pages', period.days),
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="page-analytics-heading">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          {heading}
          {current.pages.length > 0 && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} />}
              onClick={exportPages}
            >
              {t`Download CSV`}
            </Button>
          )}
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          m={0}
          aria-label={t`Landing page figures`}
        >
          <StatTile
            label={t`Views`}
            value={format.number(current.all.views)}
            note={changeOf.ofCount(current.all.views, before.all.views)}
            figureProps={{ 'data-figure': 'views' }}
          />
          <StatTile
            label={t`Form starts`}
            value={format.number(current.all.formStarts)}
            note={changeOf.ofCount(current.all.formStarts, before.all.formStarts)}
            figureProps={{ 'data-figure': 'form-starts' }}
          />
          <StatTile
            label={t`Leads`}
            value={format.number(current.all.leads)}
            note={changeOf.ofCount(current.all.leads, before.all.leads)}
            figureProps={{ 'data-figure': 'leads' }}
          />
          <StatTile
            label={t`Conversion`}
            value={format.rate(conversion(current.all))}
            note={changeOf.ofRate(conversion(current.all), conversion(before.all))}
            figureProps={{ 'data-figure': 'conversion' }}
          />
        </SimpleGrid>
        <PageDailyChart days={period.days} rows={data.days} testId="page-daily-chart" />
        {current.pages.length > 0 ? (
          <>
            <SortableTable
              caption={t`Landing pages in the period`}
              columns={pageColumns}
              rows={current.pages}
              rowKey={(row) => row.id}
              initialSort={{ key: 'views', dir: 'desc' }}
            />
            <Title order={3} fz="md">
              {t`Leads per source`}
            </Title>
            <SortableTable
              caption={t`Views and leads per source`}
              columns={sourceColumns}
              rows={current.sources}
              rowKey={(row) => row.source}
              initialSort={{ key: 'leads', dir: 'desc' }}
            />
          </>
        ) : (
          <Text c="dimmed" fz="sm">
            {t`No landing page had a visit in this period.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
