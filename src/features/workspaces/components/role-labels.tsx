import { useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import type { WorkspaceRole } from '@/lib/workspaces/my-role.ts';
import type { WorkspaceSummary } from '../api/list-my-workspaces.ts';

/** The user's role in a workspace, as a badge. */
export function RoleBadge({ role }: { role: WorkspaceRole }) {
  const { t } = useLingui();
  const label = { owner: t`Owner`, admin: t`Admin`, editor: t`Editor`, viewer: t`Viewer` }[role];
  const color = { owner: 'brand', admin: 'teal', editor: 'gray', viewer: 'gray' }[role];
  return (
    <Badge variant="light" color={color} radius="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** Who owns the workspace: "You" or the owner's name (or email). */
export function OwnerLabel({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useLingui();
  const owner =
    workspace.role === 'owner'
      ? t`you`
      : (workspace.owner?.fullName ?? workspace.owner?.email ?? t`someone you cannot see`);
  return (
    <Text fz="sm" c="dimmed" truncate="end">
      {t`Owned by ${owner}`}
    </Text>
  );
}
