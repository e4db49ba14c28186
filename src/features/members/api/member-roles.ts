import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkspaceRole } from '@/lib/workspaces/my-role.ts';

/** Roles an invitation or a role change may give: ownership is handed over, never granted. */
export const ASSIGNABLE_ROLES = ['member', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const roleLabels: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg({ id: 'members.role.owner', message: 'Owner' }),
  admin: msg({ id: 'members.role.admin', message: 'Admin' }),
  member: msg({ id: 'members.role.member', message: 'Member' }),
};

export const roleDescriptions: Record<AssignableRole, MessageDescriptor> = {
  admin: msg({
    id: 'members.role.admin.description',
    message:
      'Everything in the workspace: settings, members and invitations, deleting clients and campaigns.',
  }),
  member: msg({
    id: 'members.role.member.description',
    message: 'Creates and edits clients, campaigns and pages, and ships campaigns. No settings, no members.',
  }),
};

/** Owner first, then admins, then members; by name within a role. */
export const ROLE_ORDER: Record<WorkspaceRole, number> = { owner: 0, admin: 1, member: 2 };
