/**
 * The chart library and its styles: @mantine/charts on recharts, about 115 KiB gzip. Nothing
 * imports this file but `lazy-charts.tsx` (through `import()`), so a screen pays for charts only
 * once it draws one; `node scripts/check-imports.ts` refuses any other import of it or of the
 * libraries (docs/frontend.md, "App weight").
 */
import '@mantine/charts/styles.css';

export { BarChart, LineChart } from '@mantine/charts';
