import type { PageAnalyticsDay } from '../api/get-page-analytics.ts';

export type PageAnalyticsSummary = {
  views: number;
  formStarts: number;
  leads: number;
  /** Leads per view; null without views. */
  conversion: number | null;
  /** Leads per form started (form completion); null without form starts. */
  completion: number | null;
  /** Views per source over the period, most first. */
  sources: { source: string; views: number }[];
  empty: boolean;
};

const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(part / whole, 1) : null);

/** The period's totals, rates and sources from its days. */
export function summarizePageAnalytics(days: readonly PageAnalyticsDay[]): PageAnalyticsSummary {
  let views = 0;
  let formStarts = 0;
  let leads = 0;
  const bySource = new Map<string, number>();
  for (const day of days) {
    views += day.views;
    formStarts += day.form_starts;
    leads += day.leads;
    for (const [source, count] of Object.entries(day.sources)) {
      bySource.set(source, (bySource.get(source) ?? 0) + count);
    }
  }
  return {
    views,
    formStarts,
    leads,
    conversion: ratio(leads, views),
    completion: ratio(leads, formStarts),
    sources: [...bySource]
      .map(([source, count]) => ({ source, views: count }))
      .sort((a, b) => b.views - a.views || a.source.localeCompare(b.source)),
    empty: views === 0 && formStarts === 0 && leads === 0,
  };
}
