import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { LazyLineChart } from '@/components/charts/lazy-charts.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';

type Series<Key extends string> = { name: Key; label: string; color: string };

type DailyChartProps<Key extends string> = {
  /** Every day of the period (YYYY-MM-DD); days without a row are zero. */
  days: string[];
  rows: readonly ({ day: string } & Record<Key, number>)[];
  series: Series<Key>[];
  /** What the chart shows, for screen readers (the tables beside it hold the figures). */
  label: string;
  testId: string;
};

/** Figures per day of the dashboard's period, one line each. */
export function DailyChart<Key extends string>({ days, rows, series, label, testId }: DailyChartProps<Key>) {
  const { i18n } = useLingui();
  const format = useFormatters();
  const tick = useMemo(
    () => new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short' }),
    [i18n.locale],
  );
  const data = useMemo(() => {
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return days.map((day) => {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const point: Record<string, number | string> = { label: tick.format(new Date(year, month - 1, date)) };
      for (const { name } of series) point[name] = byDay.get(day)?.[name] ?? 0;
      return point;
    });
  }, [days, rows, series, tick]);

  return (
    <Box role="img" aria-label={label} data-testid={testId}>
      <LazyLineChart
        h={220}
        curveType="monotone"
        withDots={days.length <= 14}
        data={data}
        dataKey="label"
        series={series}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        gridAxis="x"
        yAxisProps={{ allowDecimals: false, width: 36 }}
        valueFormatter={format.number}
      />
    </Box>
  );
}
