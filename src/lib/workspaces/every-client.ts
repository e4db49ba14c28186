import type { PostgrestSingleResponse } from '@supabase/supabase-js';
import { everyRow } from '@/lib/every-row.ts';
import { supabase } from '@/lib/supabase.ts';

/**
 * Every client of a workspace the reader may see, by name (then id), with the given columns: read
 * in steps of the API's 1,000 rows (`everyRow`), so an agency with more clients misses none.
 */
export function everyClient<Row>(workspaceId: string, columns: string): Promise<Row[]> {
  return everyRow<Row>(
    (from, to) =>
      supabase
        .from('clients')
        .select(columns)
        .eq('workspace_id', workspaceId)
        .order('name')
        .order('id')
        .range(from, to) as unknown as PromiseLike<PostgrestSingleResponse<Row[]>>,
  );
}
