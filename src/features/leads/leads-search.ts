import { either, oneOf, orDefault, searchParams, text, uuid, wholeNumber } from '@/lib/search-params.ts';

const leadsFields = {
  page: orDefault(wholeNumber(1, 100_000), 1),
  q: orDefault(text(120, { trim: true }), ''),
};

/** A list of leads' address: ?page= (from 1) and ?q= (the search), both optional. */
export const leadsSearchSchema = searchParams(leadsFields);

/**
 * The workspace's list adds its filters: ?client= ('own' for the workspace's own pages, or a
 * client's id; absent, every page) and ?landing= (one page's id).
 */
export const workspaceLeadsSearchSchema = searchParams({
  ...leadsFields,
  client: either(oneOf(['own']), uuid()),
  landing: uuid(),
});
