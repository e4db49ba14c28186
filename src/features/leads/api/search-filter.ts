/** The columns the leads search looks in. */
export const SEARCHED_COLUMNS = ['first_name', 'last_name', 'email', 'phone'] as const;

/** `%text%` for ilike, its own % _ \ taken literally, quoted for PostgREST's or=(…) syntax. */
function containsPattern(text: string): string {
  const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return `"${like.replace(/["\\]/g, '\\$&')}"`;
}

/** The PostgREST `or` filter of a search: any searched column contains the text, case aside. */
export function leadSearchFilter(text: string): string {
  const pattern = containsPattern(text.trim());
  return SEARCHED_COLUMNS.map((column) => `${column}.ilike.${pattern}`).join(',');
}
