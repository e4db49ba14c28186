import { useLingui } from '@lingui/react/macro';
import type { EngagementRate } from '@/content/analytics/model/engagement-rates.ts';
import type { EmailDayRow } from '../api/get-email-analytics.ts';
import type { PageDayRow } from '../api/get-page-analytics.ts';
import { DailyChart } from './daily-chart.tsx';

/*
 * What the dashboard and the client report both show, named and drawn once, so a client reads the
 * same names, lines and colours in the report as the agency does on its screen.
 */

/** Each rate's name on a figure tile (`tile`) and as a column of a campaigns table (`column`). */
export function useRateNames(): Record<'tile' | 'column', Record<EngagementRate, string>> {
  const { t } = useLingui();
  return {
    tile: {
      delivery: t`Delivery rate`,
      click: t`Click rate`,
      open: t`Open rate (approx.)`,
      bounce: t`Bounce rate`,
      complaint: t`Complaint rate`,
      unsubscribe: t`Unsubscribe rate`,
    },
    column: {
      delivery: t`Delivered`,
      click: t`Clicks`,
      open: t`Opens (approx.)`,
      bounce: t`Bounces`,
      complaint: t`Complaints`,
      unsubscribe: t`Unsubscribes`,
    },
  };
}

type ChartProps<Row> = { days: string[]; rows: Row[]; testId: string };

export function EmailDailyChart({ days, rows, testId }: ChartProps<EmailDayRow>) {
  const { t } = useLingui();
  return (
    <DailyChart
      days={days}
      rows={rows}
      testId={testId}
      label={t`Deliveries, first opens and first clicks per day of the period`}
      series={[
        { name: 'delivered', label: t`Delivered`, color: 'gray.5' },
        { name: 'first_clicks', label: t`Clicked`, color: 'teal.6' },
        { name: 'first_opens', label: t`Opened (approx.)`, color: 'blue.6' },
        { name: 'bounced', label: t`Bounced`, color: 'orange.6' },
      ]}
    />
  );
}

export function PageDailyChart({ days, rows, testId }: ChartProps<PageDayRow>) {
  const { t } = useLingui();
  return (
    <DailyChart
      days={days}
      rows={rows}
      testId={testId}
      label={t`Views, form starts and leads per day of the period`}
      series={[
        { name: 'views', label: t`Views`, color: 'blue.6' },
        { name: 'form_starts', label: t`Form starts`, color: 'gray.5' },
        { name: 'leads', label: t`Leads`, color: 'teal.6' },
      ]}
    />
  );
}
