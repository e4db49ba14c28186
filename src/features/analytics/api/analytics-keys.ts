import { workspaceKeys } from '@/lib/query-keys.ts';
import type { Period } from '../model/period.ts';

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

/** The period and the one before it, as the database functions take them. */
export function periodArguments(period: Period) {
  return {
    current: { period_start: period.start.toISOString(), period_end: period.end.toISOString() },
    previous: { period_start: period.previousStart.toISOString(), period_end: period.start.toISOString() },
  };
}

/** A dashboard read's key: what it reads, whose, over which days and in which zone. */
export const periodQueryKey = (what: string, scope: AnalyticsScope, period: Period, timeZone: string) =>
  [
    ...analyticsKey(scope.workspaceId),
    what,
    scope.client,
    period.start.toISOString(),
    period.end.toISOString(),
    timeZone,
  ] as const;
