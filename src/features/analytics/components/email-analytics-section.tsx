import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { AnchorLink } from '@/components/router-links.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import {
  type EngagementRate,
  engagementRates,
  type Rates,
} from '@/content/analytics/model/engagement-rates.ts';
import { downloadCsv } from '@/lib/csv/download.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { AnalyticsScope } from '../api/analytics-keys.ts';
import { type CampaignRow, useEmailAnalytics } from '../api/get-email-analytics.ts';
import { analyticsFileName, campaignsCsv } from '../model/analytics-csv.ts';
import type { Period } from '../model/period.ts';
import { emailTotals } from '../model/totals.ts';
import { EmailDailyChart, useRateNames } from './analytics-figures.tsx';
import { useFigureChange } from './figure-change.ts';
import { type Column, SortableTable } from './sortable-table.tsx';

type EmailAnalyticsSectionProps = {
  scope: AnalyticsScope;
  period: Period;
  timeZone: string;
  clientName: (id: string | null) => string;
  /** Whether the table has a client column (not on one client's dashboard). */
  showClient: boolean;
};

type RatedCampaign = CampaignRow & { rates: Rates };

/** The rates on the dashboard's tiles and columns; complaints, rare, are said in a line below them. */
const DASHBOARD_RATES: EngagementRate[] = ['click', 'delivery', 'open', 'bounce', 'unsubscribe'];

/** The email side of the dashboard: totals and rates against the previous period, a daily chart, the campaigns. */
export function EmailAnalyticsSection({
  scope,
  period,
  timeZone,
  clientName,
  showClient,
}: EmailAnalyticsSectionProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const changeOf = useFigureChange();
  const rateNames = useRateNames();
  const { data, isError } = useEmailAnalytics(scope, period, timeZone);

  const heading = (
    <Title order={2} fz="lg" id="email-analytics-heading">
      {t`Email campaigns`}
    </Title>
  );
  if (isError) {
    return (
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="email-analytics-heading">
        {heading}
        <Text
          c="red.8"
          mt="sm"
        >{t`The campaigns' figures could not be loaded. Reload the page to try again.`}</Text>
      </Paper>
    );
  }
  if (!data) return <Skeleton h={320} radius="lg" />;

  const totals = emailTotals(data.campaigns);
  const before = emailTotals(data.previous);
  const rates = engagementRates(totals);
  const previousRates = engagementRates(before);
  // Each campaign's rates once, for the table's cells and its sorting alike.
  const rows: RatedCampaign[] = data.campaigns.map((row) => ({
    ...row,
    rates: engagementRates({ ...row, already_sent: row.sent }),
  }));

  const columns: Column<RatedCampaign>[] = [
    {
      key: 'name',
      label: t`Campaign`,
      sortValue: (row) => row.name.toLocaleLowerCase(),
      render: (row) => (
        <AnchorLink
          to="/organizations/$id/campaigns/$campaignId/recipients"
          params={{ id: scope.workspaceId, campaignId: row.campaign_id }}
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
            sortValue: (row: RatedCampaign) => clientName(row.client_id).toLocaleLowerCase(),
            render: (row: RatedCampaign) => clientName(row.client_id),
          },
        ]
      : []),
    {
      key: 'first_sent_at',
      label: t`First sent`,
      sortValue: (row) => row.first_sent_at,
      render: (row) => format.date(row.first_sent_at),
    },
    {
      key: 'sent',
      label: t`Emails sent`,
      numeric: true,
      sortValue: (row) => row.sent,
      render: (row) => format.number(row.sent),
    },
    ...DASHBOARD_RATES.map((key) => ({
      key,
      label: rateNames.column[key],
      numeric: true,
      sortValue: (row: RatedCampaign) => row.rates[key],
      render: (row: RatedCampaign) => format.rate(row.rates[key]),
    })),
  ];

  const exportCampaigns = () =>
    downloadCsv(
      campaignsCsv(
        data.campaigns,
        {
          campaign: t`Campaign`,
          client: t`Client`,
          firstSent: t`First sent`,
          recipients: t`Recipients`,
          sent: t`Emails sent`,
          delivered: t`Delivered`,
          opened: t`Opened (approximate)`,
          clicked: t`Clicked`,
          bounced: t`Bounced`,
          complained: t`Complaints`,
          unsubscribed: t`Unsubscribed`,
          deliveryRate: t`Delivery rate`,
          openRate: t`Open rate (approximate)`,
          clickRate: t`Click rate`,
          bounceRate: t`Bounce rate`,
          unsubscribeRate: t`Unsubscribe rate`,
        },
        clientName,
      ),
      analyticsFileName('campaigns', period.days),
    );

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="email-analytics-heading">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          {heading}
          {data.campaigns.length > 0 && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} />}
              onClick={exportCampaigns}
            >
              {t`Download CSV`}
            </Button>
          )}
        </Group>
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 3, lg: 6 }}
          spacing="sm"
          m={0}
          aria-label={t`Email figures`}
        >
          <StatTile
            label={t`Emails sent`}
            value={format.number(totals.already_sent)}
            note={changeOf.ofCount(totals.already_sent, before.already_sent)}
            figureProps={{ 'data-figure': 'sent' }}
          />
          {DASHBOARD_RATES.map((key) => (
            <StatTile
              key={key}
              label={rateNames.tile[key]}
              value={format.rate(rates[key])}
              note={changeOf.ofRate(rates[key], previousRates[key])}
              figureProps={{ 'data-figure': key }}
            />
          ))}
        </SimpleGrid>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} p="xs">
          <Text fz="sm">
            {t`Clicks are the measure to trust. Opens are approximate: mail privacy features open many emails automatically, so open rates read high. Complaints: ${format.rate(rates.complaint)} of delivered.`}
          </Text>
        </Alert>
        <EmailDailyChart days={period.days} rows={data.days} testId="email-daily-chart" />
        {data.campaigns.length > 0 ? (
          <SortableTable
            caption={t`Campaigns first sent in the period`}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.campaign_id}
            initialSort={{ key: 'first_sent_at', dir: 'desc' }}
          />
        ) : (
          <Text c="dimmed" fz="sm">
            {t`No campaign was first sent in this period. Choose a longer period, or send a campaign to see its figures here.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
