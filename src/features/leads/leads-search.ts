import { z } from 'zod';

/** A list of leads' address: ?page= (from 1) and ?q= (the search), both optional. */
export const leadsSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  q: z.string().trim().max(120).catch('').default(''),
});

/**
 * The workspace's list adds its filters: ?client= ('own' for the workspace's own pages, or a
 * client's id; absent, every page) and ?landing= (one page's id).
 */
export const workspaceLeadsSearchSchema = leadsSearchSchema.extend({
  client: z
    .union([z.literal('own'), z.uuid()])
    .optional()
    .catch(undefined),
  landing: z.uuid().optional().catch(undefined),
});
