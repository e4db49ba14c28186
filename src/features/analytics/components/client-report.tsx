import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StatTile } from '@/components/stat-tile.tsx';
import { useSourceLabel } from '@/content/analytics/components/use-source-label.ts';
import {
  type EngagementRate,
  engagementRates,
  type Rates,
} from '@/content/analytics/model/engagement-rates.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { EmailAnalytics } from '../api/get-email-analytics.ts';
import type { PageAnalytics } from '../api/get-page-analytics.ts';
import { conversion, emailTotals, type PageFigures, pageTotals } from '../model/totals.ts';
import { EmailDailyChart, PageDailyChart, useRateNames } from './analytics-figures.tsx';
import classes from './client-report.module.css';
import { useFigureChange } from './figure-change.ts';

export type ClientReportProps = {
  clientName: string;
  /** Who prepared it: the workspace's name. */
  agencyName?: string;
  /** Each day of the period (YYYY-MM-DD), in order. */
  days: string[];
  email: EmailAnalytics;
  pages: PageAnalytics;
};

const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/**
 * A client's figures over a period as a document to read, print or share (docs/analytics.md "The
 * client report"): the same reads and arithmetic as the dashboard's, in three sections, each a
 * printed sheet of its own. It shows what it is given; the app's report and the shared link each
 * read the figures their way.
 */
export function ClientReport({ clientName, agencyName, days, email, pages }: ClientReportProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const first = format.date(localDay(days[0] as string));
  const last = format.date(localDay(days[days.length - 1] as string));
  const count = days.length;
  const totals = emailTotals(email.campaigns);
  const before = emailTotals(email.previous);
  const rates = engagementRates(totals);
  const previousRates = engagementRates(before);
  const pageFigures = pageTotals(pages.sources);
  const previousPages = pageTotals(pages.previous);

  return (
    <article className={classes.report} aria-labelledby="client-report-title" data-report>
      <Stack gap="xl">
        <Stack gap={4}>
          {agencyName && (
            <Text fz="sm" c="dimmed" fw={600}>
              {agencyName}
            </Text>
          )}
          <Title order={1} id="client-report-title" fz={{ base: 24, sm: 30 }}>
            {t`Report for ${clientName}`}
          </Title>
          <Text c="dimmed" data-report-period>
            {t`${first} to ${last}, compared with the ${count} days before.`}
          </Text>
        </Stack>
        <SummarySection
          totals={totals}
          rates={rates}
          previousRates={previousRates}
          previousSent={before.already_sent}
          pages={pageFigures.all}
          previousPages={previousPages.all}
        />
        <EmailSection days={days} email={email} />
        <PagesSection days={days} pages={pages} />
      </Stack>
    </article>
  );
}

function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
      className={classes.section}
    >
      <Stack gap="md">
        <Title order={2} fz="xl" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Every rate, in the order a client reads them. */
const REPORT_RATES: EngagementRate[] = ['delivery', 'click', 'open', 'bounce', 'complaint', 'unsubscribe'];

function SummarySection({
  totals,
  rates,
  previousRates,
  previousSent,
  pages,
  previousPages,
}: {
  totals: ReturnType<typeof emailTotals>;
  rates: Rates;
  previousRates: Rates;
  previousSent: number;
  pages: PageFigures;
  previousPages: PageFigures;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const changeOf = useFigureChange();
  const rateNames = useRateNames();
  const comparison: { label: string; now: string; before: string }[] = [
    { label: t`Emails sent`, now: format.number(totals.already_sent), before: format.number(previousSent) },
    ...REPORT_RATES.map((key) => ({
      label: rateNames.tile[key],
      now: format.rate(rates[key]),
      before: format.rate(previousRates[key]),
    })),
    { label: t`Page views`, now: format.number(pages.views), before: format.number(previousPages.views) },
    { label: t`Leads`, now: format.number(pages.leads), before: format.number(previousPages.leads) },
    {
      label: t`Conversion`,
      now: format.rate(conversion(pages)),
      before: format.rate(conversion(previousPages)),
    },
  ];

  return (
    <ReportSection id="report-summary" title={t`Summary`}>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        m={0}
        aria-label={t`Email figures`}
        className={classes.keep}
      >
        <StatTile
          label={t`Emails sent`}
          value={format.number(totals.already_sent)}
          note={changeOf.ofCount(totals.already_sent, previousSent)}
          figureProps={{ 'data-figure': 'sent' }}
        />
        {REPORT_RATES.map((key) => (
          <StatTile
            key={key}
            label={rateNames.tile[key]}
            value={format.rate(rates[key])}
            note={changeOf.ofRate(rates[key], previousRates[key])}
            figureProps={{ 'data-figure': key }}
          />
        ))}
        <StatTile
          label={t`Leads`}
          value={format.number(pages.leads)}
          note={changeOf.ofCount(pages.leads, previousPages.leads)}
          figureProps={{ 'data-figure': 'leads' }}
        />
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        {t`Clicks are the measure to trust. Opens are approximate: mail privacy features open many emails automatically, so open rates read high.`}
      </Text>
      <Title order={3} fz="md">
        {t`Compared with the previous period`}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} striped aria-label={t`This period and the previous one`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Figure`}</Table.Th>
              <Table.Th ta="end">{t`This period`}</Table.Th>
              <Table.Th ta="end">{t`Previous period`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparison.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="end">{row.now}</Table.Td>
                <Table.Td ta="end">{row.before}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ReportSection>
  );
}

function EmailSection({ days, email }: { days: string[]; email: EmailAnalytics }) {
  const { t } = useLingui();
  const format = useFormatters();
  const campaigns = [...email.campaigns]
    .sort((a, b) => b.first_sent_at.localeCompare(a.first_sent_at) || a.name.localeCompare(b.name))
    .map((row) => ({ ...row, rates: engagementRates({ ...row, already_sent: row.sent }) }));
  const rateNames = useRateNames();
  return (
    <ReportSection id="report-email" title={t`Email campaigns`}>
      <div className={classes.keep}>
        <EmailDailyChart days={days} rows={email.days} testId="report-email-chart" />
      </div>
      {campaigns.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table
            verticalSpacing={6}
            horizontalSpacing="xs"
            fz="sm"
            striped
            aria-label={t`Campaigns first sent in the period`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Campaign`}</Table.Th>
                <Table.Th>{t`First sent`}</Table.Th>
                <Table.Th ta="end">{t`Emails sent`}</Table.Th>
                {REPORT_RATES.map((key) => (
                  <Table.Th key={key} ta="end">
                    {rateNames.column[key]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.map((row) => (
                <Table.Tr key={row.campaign_id}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(row.first_sent_at)}</Table.Td>
                  <Table.Td ta="end">{format.number(row.sent)}</Table.Td>
                  {REPORT_RATES.map((key) => (
                    <Table.Td key={key} ta="end">
                      {format.rate(row.rates[key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed" fz="sm">
          {t`No campaign was first sent in this period.`}
        </Text>
      )}
    </ReportSection>
  );
}

function PagesSection({ days, pages }: { days: string[]; pages: PageAnalytics }) {
  const { t } = useLingui();
  const format = useFormatters();
  const changeOf = useFigureChange();
  const sourceLabel = useSourceLabel();
  const current = pageTotals(pages.sources);
  const before = pageTotals(pages.previous);
  const figures = (row: PageFigures) => (
    <>
      <Table.Td ta="end">{format.number(row.views)}</Table.Td>
      <Table.Td ta="end">{format.number(row.leads)}</Table.Td>
      <Table.Td ta="end">{format.rate(conversion(row))}</Table.Td>
    </>
  );
  const figureHeadings = (
    <>
      <Table.Th ta="end">{t`Views`}</Table.Th>
      <Table.Th ta="end">{t`Leads`}</Table.Th>
      <Table.Th ta="end">{t`Conversion`}</Table.Th>
    </>
  );
  return (
    <ReportSection id="report-pages" title={t`Landing pages`}>
      <SimpleGrid
        component="dl"
        cols={{ base: 2, sm: 3 }}
        spacing="sm"
        m={0}
        aria-label={t`Landing page figures`}
        className={classes.keep}
      >
        <StatTile
          label={t`Views`}
          value={format.number(current.all.views)}
          note={changeOf.ofCount(current.all.views, before.all.views)}
          figureProps={{ 'data-figure': 'views' }}
        />
        <StatTile
          label={t`Leads`}
          value={format.number(current.all.leads)}
          note={changeOf.ofCount(current.all.leads, before.all.leads)}
          figureProps={{ 'data-figure': 'page-leads' }}
        />
        <StatTile
          label={t`Conversion`}
          value={format.rate(conversion(current.all))}
          note={changeOf.ofRate(conversion(current.all), conversion(before.all))}
          figureProps={{ 'data-figure': 'conversion' }}
        />
      </SimpleGrid>
      <div className={classes.keep}>
        <PageDailyChart days={days} rows={pages.days} testId="report-page-chart" />
      </div>
      {current.pages.length > 0 ? (
        <>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={6} fz="sm" striped aria-label={t`Landing pages in the period`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Landing page`}</Table.Th>
                  {figureHeadings}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.pages.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.name}</Table.Td>
                    {figures(row)}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Title order={3} fz="md">
            {t`Leads per source`}
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={6} fz="sm" striped aria-label={t`Views and leads per source`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Source`}</Table.Th>
                  {figureHeadings}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.sources.map((row) => (
                  <Table.Tr key={row.source}>
                    <Table.Td>{sourceLabel(row.source)}</Table.Td>
                    {figures(row)}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      ) : (
        <Text c="dimmed" fz="sm">
          {t`No landing page had a visit in this period.`}
        </Text>
      )}
    </ReportSection>
  );
}
