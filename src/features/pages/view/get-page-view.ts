import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type PageView = Pick<
  Tables<'campaigns'>,
  'id' | 'kind' | 'name' | 'html' | 'content' | 'prompt' | 'status' | 'template' | 'slug' | 'double_opt_in'
> & { client: { name: string } | null };

/** One landing page of the workspace; null when it does not exist or the user cannot see it. */
export async function getPageView(workspaceId: string, pageId: string): Promise<PageView | null> {
  const data = unwrap(
    await supabase
      .from('campaigns')
      .select(
        'id, kind, name, html, content, prompt, status, template, slug, double_opt_in, client:clients(name)',
      )
      .eq('workspace_id', workspaceId)
      .eq('id', pageId)
      .eq('kind', 'page')
      .maybeSingle(),
  );
  return data;
}

export const pageViewQueryOptions = (workspaceId: string, pageId: string) =>
  queryOptions({
    // Pages live in the campaigns table, so they share its key (one invalidation covers both).
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'view', pageId),
    queryFn: () => getPageView(workspaceId, pageId),
  });

export const usePageView = (workspaceId: string, pageId: string) =>
  useSuspenseQuery(pageViewQueryOptions(workspaceId, pageId));
