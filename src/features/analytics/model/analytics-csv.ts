import { engagementRates } from '@/content/analytics/model/engagement-rates.ts';
import { toCsv } from '@/lib/csv/csv.ts';
import type { CampaignRow } from '../api/get-email-analytics.ts';
import { conversion, type PageFigures } from './totals.ts';

/** Rates as plain decimals (0.125), which every spreadsheet reads whatever its language. */
const ratio = (value: number | null) => (value === null ? '' : value.toFixed(4));

export type CampaignCsvHeadings = Record<
  | 'campaign'
  | 'client'
  | 'firstSent'
  | 'recipients'
  | 'sent'
  | 'delivered'
  | 'opened'
  | 'clicked'
  | 'bounced'
  | 'complained'
  | 'unsubscribed'
  | 'deliveryRate'
  | 'openRate'
  | 'clickRate'
  | 'bounceRate'
  | 'unsubscribeRate',
  string
>;

export function campaignsCsv(
  rows: readonly CampaignRow[],
  headings: CampaignCsvHeadings,
  clientName: (id: string | null) => string,
): string {
  return toCsv([
    [
      headings.campaign,
      headings.client,
      headings.firstSent,
      headings.recipients,
      headings.sent,
      headings.delivered,
      headings.opened,
      headings.clicked,
      headings.bounced,
      headings.complained,
      headings.unsubscribed,
      headings.deliveryRate,
      headings.openRate,
      headings.clickRate,
      headings.bounceRate,
      headings.unsubscribeRate,
    ],
    ...rows.map((row) => {
      const rates = engagementRates({ ...row, already_sent: row.sent });
      return [
        row.name,
        clientName(row.client_id),
        row.first_sent_at,
        String(row.recipients),
        String(row.sent),
        String(row.delivered),
        String(row.opened),
        String(row.clicked),
        String(row.bounced),
        String(row.complained),
        String(row.unsubscribed),
        ratio(rates.delivery),
        ratio(rates.open),
        ratio(rates.click),
        ratio(rates.bounce),
        ratio(rates.unsubscribe),
      ];
    }),
  ]);
}

export type PageCsvHeadings = Record<
  'page' | 'client' | 'views' | 'formStarts' | 'leads' | 'conversion',
  string
>;

export function pagesCsv(
  pages: readonly (PageFigures & { name: string; clientId: string | null })[],
  headings: PageCsvHeadings,
  clientName: (id: string | null) => string,
): string {
  return toCsv([
    [
      headings.page,
      headings.client,
      headings.views,
      headings.formStarts,
      headings.leads,
      headings.conversion,
    ],
    ...pages.map((page) => [
      page.name,
      clientName(page.clientId),
      String(page.views),
      String(page.formStarts),
      String(page.leads),
      ratio(conversion(page)),
    ]),
  ]);
}

/** pitchcraft-<what>-<first day>-<last day>.csv */
export const analyticsFileName = (what: string, days: string[]) =>
  `pitchcraft-${what}-${days[0]}-${days[days.length - 1]}.csv`;
