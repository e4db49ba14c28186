import type { EngagementCounts } from '@/content/analytics/model/engagement-rates.ts';

type CampaignCounts = {
  recipients: number;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  complained: number;
  unsubscribed: number;
};

/** Campaigns' counts added up, in the shape each campaign's own rates take. */
export function emailTotals(campaigns: readonly CampaignCounts[]): EngagementCounts & { recipients: number } {
  const totals = {
    recipients: 0,
    already_sent: 0,
    delivered: 0,
    opened: 0,
    clicked: 0,
    bounced: 0,
    complained: 0,
    unsubscribed: 0,
  };
  for (const campaign of campaigns) {
    totals.recipients += campaign.recipients;
    totals.already_sent += campaign.sent;
    totals.delivered += campaign.delivered;
    totals.opened += campaign.opened;
    totals.clicked += campaign.clicked;
    totals.bounced += campaign.bounced;
    totals.complained += campaign.complained;
    totals.unsubscribed += campaign.unsubscribed;
  }
  return totals;
}

// Written out rather than the generated row type, which marks a function's columns non-null:
// client_id is null for the workspace's own pages.
type PageCounts = {
  page_id: string;
  name: string;
  client_id: string | null;
  source: string;
  views: number;
  form_starts: number;
  leads: number;
};

export type PageFigures = { views: number; formStarts: number; leads: number };

/** Leads per view: null before there is a view. */
export const conversion = (figures: PageFigures) =>
  figures.views > 0 ? Math.min(figures.leads / figures.views, 1) : null;

const add = (into: PageFigures, row: PageCounts) => {
  into.views += row.views;
  into.formStarts += row.form_starts;
  into.leads += row.leads;
};

/** Page rows (one per page and source) added up: in all, per page, and per source. */
export function pageTotals(rows: readonly PageCounts[]) {
  const all: PageFigures = { views: 0, formStarts: 0, leads: 0 };
  const pages = new Map<string, PageFigures & { id: string; name: string; clientId: string | null }>();
  const sources = new Map<string, PageFigures & { source: string }>();
  for (const row of rows) {
    add(all, row);
    let page = pages.get(row.page_id);
    if (!page) {
      page = { id: row.page_id, name: row.name, clientId: row.client_id, views: 0, formStarts: 0, leads: 0 };
      pages.set(row.page_id, page);
    }
    add(page, row);
    let source = sources.get(row.source);
    if (!source) {
      source = { source: row.source, views: 0, formStarts: 0, leads: 0 };
      sources.set(row.source, source);
    }
    add(source, row);
  }
  const byViews = (a: PageFigures, b: PageFigures) => b.views - a.views || b.leads - a.leads;
  return { all, pages: [...pages.values()].sort(byViews), sources: [...sources.values()].sort(byViews) };
}
