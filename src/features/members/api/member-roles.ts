import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkspaceRole } from '@/lib/workspaces/my-role.ts';

/** Roles an invitation or a role change may give: ownership is handed over, never granted. */
export const ASSIGNABLE_ROLES = ['editor', 'viewer', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const roleLabels: Record<WorkspaceRole, MessageDescriptor> = {
  owner: msg({ id: 'members.role.owner', message: 'Owner' }),
  admin: msg({ id: 'members.role.admin', message: 'Admin' }),
  editor: msg({ id: 'members.role.editor', message: 'Editor' }),
  viewer: msg({ id: 'members.role.viewer', message: 'Viewer' }),
};

export const roleDescriptions: Record<AssignableRole, MessageDescriptor> = {
  admin: msg({
    id: 'members.role.admin.description',
    message:
      'Everything in the workspace: settings, members and invitations, deleting clients and campaigns.',
  }),
  editor: msg({
    id: 'members.role.editor.description',
    message: 'Creates and edits clients, campaigns and pages, and ships campaigns. No settings, no members.',
  }),
  viewer: msg({
    id: 'members.role.viewer.description',
    message: 'Sees the clients, campaigns, pages and their results, and changes nothing.',
  }),
};

/** Owner first, then admins, editors and viewers; by name within a role. */
export const ROLE_ORDER: Record<WorkspaceRole, number> = { owner: 0, admin: 1, editor: 2, viewer: 3 };
