import { toCsv } from '@/lib/csv/csv.ts';
import type { Lead } from '../api/get-leads.ts';

export interface LeadsCsvLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: string;
  status: string;
  ignoredAt: string;
  page: string;
  client: string;
  source: string;
  statusOf: (lead: Lead) => string;
  /** The words of a visit's source (`direct` as "Direct or unknown"). */
  sourceOf: (source: string) => string;
}

/** The leads as a CSV file's text, in the list's order; dates in ISO 8601 so any spreadsheet reads them. */
export function leadsCsv(leads: readonly Lead[], labels: LeadsCsvLabels): string {
  return toCsv([
    [
      labels.firstName,
      labels.lastName,
      labels.email,
      labels.phone,
      labels.createdAt,
      labels.status,
      labels.ignoredAt,
      labels.page,
      labels.client,
      labels.source,
    ],
    ...leads.map((lead) => [
      lead.first_name,
      lead.last_name,
      lead.email,
      lead.phone,
      lead.created_at,
      labels.statusOf(lead),
      lead.ignored_at,
      lead.pageName,
      lead.clientName,
      labels.sourceOf(lead.source),
    ]),
  ]);
}

/** `leads-bluebird-bikes-2026-11-21.csv`: ASCII, no spaces, the day of the export. */
export function leadsFileName(owner: string, today: Date): string {
  const slug = owner
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `leads-${slug ? `${slug}-` : ''}${today.toISOString().slice(0, 10)}.csv`;
}
