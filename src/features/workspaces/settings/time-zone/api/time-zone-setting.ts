import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/errors/app-errors.ts';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

/** The zone scheduled sends are chosen and shown in (workspaces.time_zone); null until set. */
export const timeZoneSettingQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'time-zone'),
    queryFn: async () => {
      const data = unwrap(
        await supabase.from('workspaces').select('time_zone').eq('id', workspaceId).maybeSingle(),
      );
      return data?.time_zone ?? null;
    },
  });

export const useTimeZoneSetting = (workspaceId: string) => useQuery(timeZoneSettingQueryOptions(workspaceId));

/** Owners and admins only (RLS): a member's update matches no row, which is refused here too. */
export function useSetTimeZone(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (timeZone: string) => {
      const data = unwrap(
        await supabase
          .from('workspaces')
          .update({ time_zone: timeZone })
          .eq('id', workspaceId)
          .select('time_zone'),
      );
      if (!data.length) throw new HttpError(403, 'only the owner and admins set the time zone');
    },
    meta: { handlesOwnErrors: true },
    // The publish screens show scheduled sends in it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
  });
}
