import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export const SUPPRESSIONS_PAGE_SIZE = 20;

export type Suppression = Pick<Tables<'suppressions'>, 'id' | 'email' | 'reason' | 'created_at'>;
export type SuppressionsPage = { suppressions: Suppression[]; total: number };
export type SuppressionFilters = { q: string; page: number };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the workspace's suppression list, newest first, optionally matching an address. */
export async function getSuppressions(
  workspaceId: string,
  { q, page }: SuppressionFilters,
): Promise<SuppressionsPage> {
  const from = (page - 1) * SUPPRESSIONS_PAGE_SIZE;
  let query = supabase
    .from('suppressions')
    .select('id, email, reason, created_at', { count: 'exact' })
    .eq('workspace_id', workspaceId);
  if (q) query = query.ilike('email', `%${escapeLike(q.trim().toLowerCase())}%`);
  const { data, error, status, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + SUPPRESSIONS_PAGE_SIZE - 1);
  // A page past the end answers 416: there is nothing to show on it.
  if (error && status !== 416) throw new HttpError(status, error.message);
  return { suppressions: data ?? [], total: count ?? data?.length ?? 0 };
}

export const suppressionsQueryOptions = (workspaceId: string, filters: SuppressionFilters) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'suppressions', filters),
    queryFn: () => getSuppressions(workspaceId, filters),
  });

export const useSuppressions = (workspaceId: string, filters: SuppressionFilters) =>
  useQuery({ ...suppressionsQueryOptions(workspaceId, filters), placeholderData: keepPreviousData });
