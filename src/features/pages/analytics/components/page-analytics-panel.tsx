import { useLingui } from '@lingui/react/macro';
import { Box, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LazyBarChart } from '@/components/charts/lazy-charts.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { useSourceLabel } from '@/content/analytics/components/use-source-label.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { usePageSubscriptions } from '../../publish/api/page-subscriptions.ts';
import { openSubscription } from '../../publish/model/payment-needed.ts';
import { usePageAnalytics } from '../api/get-page-analytics.ts';
import { type PageAnalyticsSummary, summarizePageAnalytics } from '../model/page-analytics-summary.ts';

/** Plans whose analytics include sources and form completion (webpage_plans.features). */
const ADVANCED_PLANS: readonly string[] = ['premium'];

type PageAnalyticsPanelProps = { workspaceId: string; pageId: string };

/**
 * What the plans promise: views and leads per day for every page, and with Premium where visitors
 * come from and how many who start the form send it. Recorded by the public page itself.
 */
export function PageAnalyticsPanel({ workspaceId, pageId }: PageAnalyticsPanelProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const analytics = usePageAnalytics(workspaceId, pageId);
  const subscriptions = usePageSubscriptions(workspaceId, pageId);
  const plan = openSubscription(subscriptions.data ?? [])?.plan_id;
  const advanced = plan !== undefined && ADVANCED_PLANS.includes(plan);
  const tick = useMemo(
    () => new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [i18n.locale],
  );
  const days = analytics.data ?? [];
  const summary = summarizePageAnalytics(days);
  const points = days.map((day) => ({
    label: tick.format(new Date(`${day.day}T00:00:00Z`)),
    views: day.views,
    leads: day.leads,
  }));

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="page-analytics-heading">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="page-analytics-heading">
            {t`Page analytics`}
          </Title>
          <Text fz="sm" c="dimmed">
            {t`The last 30 days, counted by Pitchcraft without third-party trackers.`}
          </Text>
        </Stack>
        {analytics.isPending ? (
          <Loader size="sm" />
        ) : analytics.isError ? (
          <Text fz="sm" c="red">{t`The analytics could not be loaded. Please try again later.`}</Text>
        ) : summary.empty ? (
          <Text fz="sm" c="dimmed" data-testid="analytics-empty">
            {t`No visits yet. Views and leads appear here once the page is live and people open it.`}
          </Text>
        ) : (
          <>
            <Totals summary={summary} />
            <Box role="img" aria-label={t`Views and leads per day`} data-testid="page-analytics-chart">
              <LazyBarChart
                h={220}
                data={points}
                dataKey="label"
                series={[
                  { name: 'views', label: t`Views`, color: 'blue.5' },
                  { name: 'leads', label: t`Leads`, color: 'teal.6' },
                ]}
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                tickLine="y"
                gridAxis="x"
                yAxisProps={{ allowDecimals: false, width: 32 }}
                valueFormatter={format.number}
              />
            </Box>
            {advanced ? (
              <Sources summary={summary} />
            ) : (
              <Text fz="sm" c="dimmed">
                {t`Premium adds where visitors come from and how many who start the form send it.`}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function usePercent() {
  const { i18n } = useLingui();
  return useMemo(
    () => new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }),
    [i18n.locale],
  );
}

function Totals({ summary }: { summary: PageAnalyticsSummary }) {
  const { t } = useLingui();
  const format = useFormatters();
  const percent = usePercent();
  const figures = [
    { key: 'views', label: t`Views`, value: format.number(summary.views) },
    { key: 'leads', label: t`Leads`, value: format.number(summary.leads) },
    {
      key: 'conversion',
      label: t`Lead conversion`,
      value: summary.conversion === null ? '—' : percent.format(summary.conversion),
    },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="sm" m={0} aria-label={t`Totals`}>
      {figures.map((figure) => (
        <StatTile
          key={figure.key}
          label={figure.label}
          value={figure.value}
          figureProps={{ 'data-figure': figure.key }}
        />
      ))}
    </SimpleGrid>
  );
}

function Sources({ summary }: { summary: PageAnalyticsSummary }) {
  const { t } = useLingui();
  const format = useFormatters();
  const percent = usePercent();
  const sourceLabel = useSourceLabel();
  const starts = format.number(summary.formStarts);
  const leads = format.number(summary.leads);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs" component="section" aria-label={t`Sources`}>
        <Title order={3} fz="sm">
          {t`Sources`}
        </Title>
        {summary.sources.length === 0 ? (
          <Text fz="sm" c="dimmed">{t`No views yet.`}</Text>
        ) : (
          summary.sources.slice(0, 6).map(({ source, views }) => (
            <Stack key={source} gap={2}>
              <Text fz="sm" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                <span style={{ overflowWrap: 'anywhere' }}>{sourceLabel(source)}</span>
                <span>{format.number(views)}</span>
              </Text>
              <Progress value={summary.views > 0 ? (views / summary.views) * 100 : 0} size="sm" aria-hidden />
            </Stack>
          ))
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-label={t`Form completion`}>
        <Title order={3} fz="sm">
          {t`Form completion`}
        </Title>
        <Text fz="xl" fw={700} data-figure="completion">
          {summary.completion === null ? '—' : percent.format(summary.completion)}
        </Text>
        <Text fz="sm" c="dimmed">
          {t`${leads} leads from ${starts} form starts`}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}
