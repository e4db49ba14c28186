import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

type Colors = 'primary_color' | 'secondary_color' | 'tertiary_color' | 'quaternary_color';

export type EditorClient = Pick<Tables<'clients'>, 'name' | 'website' | 'logo_path' | Colors>;

export type EditorWorkspace = Pick<
  Tables<'workspaces'>,
  | 'id'
  | 'name'
  | 'website'
  | 'industry'
  | 'country'
  | 'locale'
  | 'logo_path'
  | Colors
  | 'contact_street'
  | 'contact_city'
  | 'contact_region'
  | 'contact_zip'
  | 'contact_country'
>;

export type EditorPage = Pick<
  Tables<'campaigns'>,
  'id' | 'name' | 'content' | 'html' | 'template' | 'mood' | 'updated_at' | Colors
> & { client: EditorClient | null };

/** What the page editor opens: the page, and the client and workspace that brand it. */
export type PageEditorData = { page: EditorPage; workspace: EditorWorkspace };

const COLORS = 'primary_color, secondary_color, tertiary_color, quaternary_color';

/** The page with what renders it; null when it does not exist or the user cannot see it. */
export async function getPageEditor(workspaceId: string, pageId: string): Promise<PageEditorData | null> {
  const [page, workspace] = await Promise.all([
    supabase
      .from('campaigns')
      .select(
        `id, name, content, html, template, mood, updated_at, ${COLORS}, client:clients(name, website, logo_path, ${COLORS})`,
      )
      .eq('workspace_id', workspaceId)
      .eq('id', pageId)
      .eq('kind', 'page')
      .maybeSingle(),
    supabase
      .from('workspaces')
      .select(
        `id, name, website, industry, country, locale, logo_path, ${COLORS}, contact_street, contact_city, contact_region, contact_zip, contact_country`,
      )
      .eq('id', workspaceId)
      .maybeSingle(),
  ]);
  const pageRow = unwrap(page);
  const workspaceRow = unwrap(workspace);
  if (!pageRow || !workspaceRow) return null;
  return { page: pageRow, workspace: workspaceRow };
}

export const pageEditorQueryOptions = (workspaceId: string, pageId: string) =>
  queryOptions({
    // Under the campaigns key, so a save or a generation refreshes the views and lists with it.
    queryKey: workspaceKeys.scoped(workspaceId, 'campaigns', 'editor', pageId),
    queryFn: () => getPageEditor(workspaceId, pageId),
    // The editor starts from what was saved last, and saves on top of its updated_at: never a
    // cached copy. What it loaded is copied into its own state, so a refetch never resets a form.
    staleTime: 0,
  });

export const usePageEditor = (workspaceId: string, pageId: string) =>
  useSuspenseQuery(pageEditorQueryOptions(workspaceId, pageId));
