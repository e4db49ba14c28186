import { workspaceKeys } from '@/lib/query-keys.ts';

/** Whose figures: the whole workspace, its own work (no client), or one client's. */
export type AnalyticsScope = { workspaceId: string; client: 'all' | 'own' | string };

export const analyticsKey = (workspaceId: string) => workspaceKeys.scoped(workspaceId, 'analytics');

/** The database functions' scope arguments. */
export function scopeArguments(scope: AnalyticsScope) {
  return {
    workspace_id: scope.workspaceId,
    scope_client_id: scope.client === 'all' || scope.client === 'own' ? undefined : scope.client,
    scope_own: scope.client === 'own',
  };
}
