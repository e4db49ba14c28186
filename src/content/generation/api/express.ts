import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { blankToNull, requiredName, requiredText } from '@/lib/forms/field-rules.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';
import { everyClient } from '@/lib/workspaces/every-client.ts';
import { canEditContent } from '@/lib/workspaces/my-role.ts';
import type { CampaignKind } from './generate.ts';

/** Express creation (SPEC §3): a name, a workspace, an optional client and one prompt. */
export const expressInput = z.object({
  name: requiredName(200),
  workspaceId: z.string().uuid(),
  clientId: z.preprocess(blankToNull, z.string().uuid().nullable()),
  // The generators read up to 4,000 characters of a prompt (expressBriefSchema).
  prompt: requiredText(4000),
});
export type ExpressInput = z.infer<typeof expressInput>;

/** Saves the brief as a draft under row-level security; the prompt stays on it for regenerations. */
export async function insertExpressCampaign(kind: CampaignKind, input: ExpressInput): Promise<string> {
  const { name, workspaceId, clientId, prompt } = expressInput.parse(input);
  const data = unwrap(
    await supabase
      .from('campaigns')
      .insert({ kind, name, workspace_id: workspaceId, client_id: clientId, prompt })
      .select('id')
      .single(),
  );
  return data.id;
}

/** Where an express creation is: the row is saved, then the function writes and lays it out. */
export type ExpressProgress = 'idle' | 'saving' | 'generating';

export type NamedRow = { id: string; name: string };

/**
 * A workspace the user may create in. Limited to some clients, they create only for one of those:
 * the database refuses a campaign without a client from them (RLS), so the forms require one.
 */
export type CreatableWorkspace = NamedRow & { limitedToClients: boolean };

/** The workspaces the user can create in (an editor or above, `canEditContent`), by name. */
export const expressWorkspacesQueryOptions = () =>
  queryOptions({
    queryKey: [...workspaceKeys.list(), 'creatable'] as const,
    queryFn: async (): Promise<CreatableWorkspace[]> => {
      const { data: auth } = await supabase.auth.getSession();
      const userId = auth.session?.user.id;
      if (!userId) return [];
      const data = unwrap(
        await supabase
          .from('workspaces')
          .select('id, name, mine:workspace_members!inner(role, limited_to_clients)')
          .eq('mine.user_id', userId)
          .order('name'),
      );
      return data.flatMap(({ id, name, mine }) => {
        const membership = mine[0];
        return membership && canEditContent(membership.role)
          ? [{ id, name, limitedToClients: membership.limited_to_clients }]
          : [];
      });
    },
  });

/** Whether the chosen workspace asks for a client: the user is limited to some clients there. */
export const clientRequiredIn = (workspaces: CreatableWorkspace[], workspaceId: string) =>
  workspaces.find((workspace) => workspace.id === workspaceId)?.limitedToClients ?? false;

/** A workspace's clients, by name, for the optional client of a new campaign. */
export const expressClientsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'clients', 'names'),
    queryFn: (): Promise<NamedRow[]> => everyClient<NamedRow>(workspaceId, 'id, name'),
  });
