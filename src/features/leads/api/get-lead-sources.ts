import { queryOptions, useQuery } from '@tanstack/react-query';
import { everyRow } from '@/lib/every-row.ts';
import { supabase } from '@/lib/supabase.ts';
import { leadsKey } from './get-leads.ts';

/** What the workspace's leads can be filtered by: its clients and its landing pages, by name. */
export type LeadSources = {
  clients: { id: string; name: string }[];
  pages: { id: string; name: string; client_id: string | null }[];
};

export async function getLeadSources(workspaceId: string): Promise<LeadSources> {
  const [clients, pages] = await Promise.all([
    everyRow<{ id: string; name: string }>((from, to) =>
      supabase
        .from('clients')
        .select('id, name')
        .eq('workspace_id', workspaceId)
        .order('name')
        .order('id')
        .range(from, to),
    ),
    everyRow<{ id: string; name: string; client_id: string | null }>((from, to) =>
      supabase
        .from('campaigns')
        .select('id, name, client_id')
        .eq('workspace_id', workspaceId)
        .eq('kind', 'page')
        .order('name')
        .order('id')
        .range(from, to),
    ),
  ]);
  return { clients, pages };
}

export const useLeadSources = (workspaceId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...leadsKey(workspaceId), 'sources'],
      queryFn: () => getLeadSources(workspaceId),
    }),
  );
