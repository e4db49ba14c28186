import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type MentionableMember = { userId: string; name: string };

/**
 * The workspace's other members by name, for "Mention teammates". The members screen's own query
 * (src/features/members) is a feature's, which content may not import; this one reads only names.
 * Whether each reaches the campaign is the database's check (mention_not_member).
 */
async function getMentionableMembers(workspaceId: string): Promise<MentionableMember[]> {
  const [{ data: auth }, members] = await Promise.all([
    supabase.auth.getSession(),
    supabase
      .from('workspace_members')
      .select('user_id, profile:profiles!user_id(full_name, email)')
      .eq('workspace_id', workspaceId),
  ]);
  const me = auth.session?.user.id;
  return unwrap(members)
    .filter((member) => member.user_id !== me)
    .map((member) => ({
      userId: member.user_id,
      name: member.profile?.full_name?.trim() || member.profile?.email || member.user_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const mentionableMembersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'members', 'mentionable'),
    queryFn: () => getMentionableMembers(workspaceId),
  });

export const useMentionableMembers = (workspaceId: string) =>
  useQuery(mentionableMembersQueryOptions(workspaceId));
