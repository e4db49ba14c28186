import { LOCALES } from '@/lib/i18n/locales.ts';
import { either, isoDay, oneOf, orDefault, type SearchOf, searchParams, uuid } from '@/lib/search-params.ts';

const analyticsFields = {
  period: orDefault(oneOf(['week', 'month', 'custom']), 'month'),
  from: isoDay(),
  to: isoDay(),
};

/**
 * The dashboard's address: ?period= (the last 7 or 30 days, or ?from=&to= days, both included),
 * and on the workspace's dashboard ?client= ('own' for the workspace's own work, or a client's id;
 * absent, everything).
 */
export const analyticsSearchSchema = searchParams(analyticsFields);

export const workspaceAnalyticsSearchSchema = searchParams({
  ...analyticsFields,
  client: either(oneOf(['own']), uuid()),
});

export type AnalyticsSearch = SearchOf<typeof analyticsFields>;

/** A client report's address: the dashboard's period, and the language it is read in (the client's by default). */
export const clientReportSearchSchema = searchParams({ ...analyticsFields, lang: oneOf(LOCALES) });
