/**
 * The root of every query key (STYLE.md): workspace data lives under ['workspaces', workspaceId],
 * so leaving or switching a workspace invalidates all of it with one
 * `queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(id) })`.
 * Features build their keys on top: `workspaceKeys.scoped(id, 'campaigns', filters)`.
 */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  /** The signed-in user's workspaces. Workspace ids are UUIDs, so 'list' cannot collide. */
  list: () => ['workspaces', 'list'] as const,
  workspace: (workspaceId: string) => ['workspaces', workspaceId] as const,
  scoped: <const Parts extends readonly unknown[]>(workspaceId: string, ...parts: Parts) =>
    ['workspaces', workspaceId, ...parts] as const,
};
