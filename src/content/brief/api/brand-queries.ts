import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_PALETTE, type PaletteColumns, paletteFromColumns } from '@/lib/colors/palette.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { everyClient } from '@/lib/workspaces/every-client.ts';

export type BrandRow = PaletteColumns & { id: string; name: string };

const COLUMNS = 'id, name, primary_color, secondary_color, tertiary_color, quaternary_color';

/** A workspace's name and colours, or null when it is not one of the user's (RLS). */
export const workspaceBrandQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'brand'),
    queryFn: async (): Promise<BrandRow | null> => {
      const data = unwrap(
        await supabase.from('workspaces').select(COLUMNS).eq('id', workspaceId).maybeSingle(),
      );
      return data;
    },
  });

/** A workspace's clients with their colours, by name: the optional client of a brief. */
export const clientBrandsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'clients', 'brands'),
    queryFn: (): Promise<BrandRow[]> => everyClient<BrandRow>(workspaceId, COLUMNS),
  });

/** The palette a brief starts from: the client's colours, each missing one from the workspace's. */
export const startingPalette = (workspace: BrandRow | null, client?: BrandRow | null) => {
  const workspacePalette = workspace ? paletteFromColumns(workspace) : DEFAULT_PALETTE;
  return client ? paletteFromColumns(client, workspacePalette) : workspacePalette;
};
