import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { LazyLineChart } from '@/components/charts/lazy-charts.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import {
  analyticsStillCollecting,
  type EngagementRate,
  engagementRates,
} from '@/content/analytics/model/engagement-rates.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { useEventTimeline } from '../api/get-event-timeline.ts';
import type { RecipientSummary } from '../api/get-recipient-summary.ts';
import {
  cumulativePoints,
  type TimelineCounts,
  timelineBucket,
  timelinePoints,
} from '../model/event-timeline.ts';

type CampaignAnalyticsProps = {
  workspaceId: string;
  campaignId: string;
  summary: RecipientSummary;
  firstSentAt: string | null;
  refetchInterval: number | false;
};

const RATES: { key: EngagementRate; label: MessageDescriptor; base: 'delivered' | 'sent' }[] = [
  { key: 'open', label: msg`Open rate`, base: 'delivered' },
  { key: 'click', label: msg`Click rate`, base: 'delivered' },
  { key: 'bounce', label: msg`Bounce rate`, base: 'sent' },
  { key: 'complaint', label: msg`Complaint rate`, base: 'delivered' },
  { key: 'unsubscribe', label: msg`Unsubscribe rate`, base: 'delivered' },
];

const SERIES: { name: keyof TimelineCounts; label: MessageDescriptor; color: string }[] = [
  { name: 'delivered', label: msg`Delivered`, color: 'gray.5' },
  { name: 'opened', label: msg`Opened`, color: 'blue.6' },
  { name: 'clicked', label: msg`Clicked`, color: 'teal.6' },
  { name: 'bounced', label: msg`Bounced`, color: 'orange.6' },
  { name: 'complained', label: msg`Complaints`, color: 'red.6' },
];

/** SPEC §4's analytics: the events over time and the engagement rates, refreshed as they come. */
export function CampaignAnalytics({
  workspaceId,
  campaignId,
  summary,
  firstSentAt,
  refetchInterval,
}: CampaignAnalyticsProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const now = new Date();
  const bucket = timelineBucket(firstSentAt, now);
  const { data: rows } = useEventTimeline(workspaceId, campaignId, bucket, refetchInterval);
  const rates = engagementRates(summary);
  const collecting = analyticsStillCollecting(summary.delivered, firstSentAt, now);
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }),
    [i18n.locale],
  );
  const tick = useMemo(
    () =>
      new Intl.DateTimeFormat(
        i18n.locale,
        bucket === 'hour'
          ? { day: 'numeric', month: 'short', hour: 'numeric' }
          : { day: 'numeric', month: 'short' },
      ),
    [i18n.locale, bucket],
  );
  const points = cumulativePoints(timelinePoints(rows ?? [], bucket, now), bucket).map((point) => ({
    ...point,
    label: tick.format(new Date(point.at)),
  }));

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="analytics-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="analytics-heading">
          {t`Analytics`}
        </Title>
        {collecting && (
          <Alert color="blue" variant="light" icon={<IconHourglassHigh size={18} />} p="sm">
            <Text fz="sm" fw={600}>
              {t`Analytics take time to collect.`}
            </Text>
            <Text fz="sm">
              {t`Opens and clicks keep arriving for days after a send; rates settle once more recipients have read the email.`}
            </Text>
          </Alert>
        )}
        <SimpleGrid
          component="dl"
          cols={{ base: 2, sm: 3, lg: 5 }}
          spacing="sm"
          m={0}
          aria-label={t`Engagement rates`}
        >
          {RATES.map(({ key, label, base }) => {
            const rate = rates[key];
            const whole = base === 'sent' ? summary.already_sent : summary.delivered;
            return (
              <StatTile
                key={key}
                label={i18n._(label)}
                value={rate === null ? '—' : percent.format(rate)}
                note={
                  base === 'sent'
                    ? t`of ${format.number(whole)} sent`
                    : t`of ${format.number(whole)} delivered`
                }
                figureProps={{ 'data-rate': key }}
              />
            );
          })}
        </SimpleGrid>
        {points.length > 0 ? (
          <Box
            role="img"
            aria-label={t`Deliveries, opens, clicks, bounces and complaints so far, over time`}
            data-testid="events-chart"
          >
            <LazyLineChart
              h={240}
              curveType="monotone"
              withDots={points.length <= 12}
              data={points}
              dataKey="label"
              series={SERIES.map(({ name, label, color }) => ({ name, label: i18n._(label), color }))}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="y"
              gridAxis="x"
              yAxisProps={{ allowDecimals: false, width: 32 }}
              valueFormatter={format.number}
            />
          </Box>
        ) : (
          <Text fz="sm" c="dimmed">
            {t`Events appear here as recipients receive, open and click the email.`}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
