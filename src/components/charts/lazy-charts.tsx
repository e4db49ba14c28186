import { useLingui } from '@lingui/react/macro';
import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { Box, type BoxProps, Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * Charts as a screen uses them: the same props as @mantine/charts' own, drawn once the chart
 * library has loaded, with a placeholder of the chart's height until then. The library is its own
 * chunk (`charts.tsx`), fetched the first time a chart renders and never by a screen without one.
 * To chart something new, export the chart from `charts.tsx` and wrap it here the same way.
 */
const LineChart = lazy(() => import('./charts.tsx').then((charts) => ({ default: charts.LineChart })));
const BarChart = lazy(() => import('./charts.tsx').then((charts) => ({ default: charts.BarChart })));

/** Where the chart will be: its height (no jump once it draws), "loading" for screen readers. */
export function ChartPlaceholder({ h }: { h: BoxProps['h'] }) {
  const { t } = useLingui();
  return (
    <Box aria-busy="true" data-testid="chart-loading">
      <Skeleton h={h ?? 240} radius="md" />
      <VisuallyHidden role="status">{t`Loading the chart…`}</VisuallyHidden>
    </Box>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder h={props.h} />}>
      <LineChart {...props} />
    </Suspense>
  );
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartPlaceholder h={props.h} />}>
      <BarChart {...props} />
    </Suspense>
  );
}
