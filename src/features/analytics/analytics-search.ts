import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales.ts';

const day = z.iso.date();

/**
 * The dashboard's address: ?period= (the last 7 or 30 days, or ?from=&to= days, both included),
 * and on the workspace's dashboard ?client= ('own' for the workspace's own work, or a client's id;
 * absent, everything).
 */
export const analyticsSearchSchema = z.object({
  period: z.enum(['week', 'month', 'custom']).catch('month').default('month'),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});

export const workspaceAnalyticsSearchSchema = analyticsSearchSchema.extend({
  client: z
    .union([z.literal('own'), z.uuid()])
    .optional()
    .catch(undefined),
});

export type AnalyticsSearch = z.infer<typeof analyticsSearchSchema>;

/** A client report's address: the dashboard's period, and the language it is read in (the client's by default). */
export const clientReportSearchSchema = analyticsSearchSchema.extend({
  lang: z.enum(LOCALES).optional().catch(undefined),
});
