import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type Icon,
  IconAddressBook,
  IconBuildingStore,
  IconChartBar,
  IconLayoutDashboard,
  IconMail,
  IconSettings,
  IconStack2,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';

type WorkspaceRoute =
  | '/organizations/$id/campaigns'
  | '/organizations/$id/pages'
  | '/organizations/$id/clients'
  | '/organizations/$id/leads'
  | '/organizations/$id/analytics'
  | '/organizations/$id/members'
  | '/organizations/$id/settings';

export type SideBarEntry =
  | { kind: 'workspace'; label: MessageDescriptor; icon: Icon; to: WorkspaceRoute }
  | { kind: 'user'; label: MessageDescriptor; icon: Icon; to: '/user/organizations' };

/** SPEC §2, side bar: the current workspace's sections, then the user's workspaces. */
export const SIDE_BAR_ENTRIES: readonly SideBarEntry[] = [
  { kind: 'workspace', label: msg`Campaigns`, icon: IconMail, to: '/organizations/$id/campaigns' },
  { kind: 'workspace', label: msg`Landing pages`, icon: IconWorld, to: '/organizations/$id/pages' },
  { kind: 'workspace', label: msg`Clients`, icon: IconBuildingStore, to: '/organizations/$id/clients' },
  { kind: 'workspace', label: msg`Leads`, icon: IconAddressBook, to: '/organizations/$id/leads' },
  { kind: 'workspace', label: msg`Analytics`, icon: IconChartBar, to: '/organizations/$id/analytics' },
  { kind: 'workspace', label: msg`Members`, icon: IconUsersGroup, to: '/organizations/$id/members' },
  { kind: 'workspace', label: msg`Settings`, icon: IconSettings, to: '/organizations/$id/settings' },
  { kind: 'user', label: msg`My workspaces`, icon: IconStack2, to: '/user/organizations' },
];

export const DASHBOARD_ICON = IconLayoutDashboard;
