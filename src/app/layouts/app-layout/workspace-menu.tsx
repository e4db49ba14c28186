import { useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBriefcase,
  IconChevronDown,
  IconEdit,
  IconStack2,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { MenuItemLink } from '@/components/router-menu-links.tsx';
import { myWorkspacesQueryOptions } from '@/features/workspaces/api/list-my-workspaces.ts';
import { useOpenWorkspace } from '@/features/workspaces/use-open-workspace.ts';
import { useSession } from '@/lib/auth/session.ts';
import { DASHBOARD_ICON, SIDE_BAR_ENTRIES } from './navigation.ts';

/** Other workspaces offered in the menu before pointing to the full list. */
const SWITCH_LIMIT = 5;

/** The current workspace and everything in it, one click from any screen of that workspace. */
export function WorkspaceMenu() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false });
  const signedIn = Boolean(useSession());
  const workspaces = useQuery({ ...myWorkspacesQueryOptions(), enabled: Boolean(id) && signedIn });
  const openWorkspace = useOpenWorkspace();
  if (!id) return null;
  const sections = SIDE_BAR_ENTRIES.filter((entry) => entry.kind === 'workspace');
  const name = workspaces.data?.find((workspace) => workspace.id === id)?.name;
  const others = (workspaces.data ?? []).filter((workspace) => workspace.id !== id).slice(0, SWITCH_LIMIT);
  return (
    <Menu position="bottom-start" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconBriefcase size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={name ? t`Current workspace: ${name}` : t`Current workspace`}
          miw={0}
          maw={{ base: 80, sm: 260 }}
        >
          {/* On a phone the briefcase alone stands for the workspace; the label needs room. */}
          <Text span inherit visibleFrom="sm" truncate="end">
            {name ?? t`Current workspace`}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label style={{ overflowWrap: 'anywhere' }}>{name}</Menu.Label>}
        <MenuItemLink
          to="/organizations/$id/dashboard"
          params={{ id }}
          leftSection={<DASHBOARD_ICON size={16} />}
        >
          {t`Dashboard`}
        </MenuItemLink>
        {sections.map((entry) => (
          <MenuItemLink key={entry.to} to={entry.to} params={{ id }} leftSection={<entry.icon size={16} />}>
            {t(entry.label)}
          </MenuItemLink>
        ))}
        <Menu.Divider />
        <MenuItemLink to="/user/organizations/$id/edit" params={{ id }} leftSection={<IconEdit size={16} />}>
          {t`Edit workspace`}
        </MenuItemLink>
        {others.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Label>{t`Switch workspace`}</Menu.Label>
            {others.map((workspace) => (
              <Menu.Item
                key={workspace.id}
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => openWorkspace.open(workspace.id)}
              >
                {workspace.name}
              </Menu.Item>
            ))}
          </>
        )}
        <MenuItemLink to="/user/organizations" leftSection={<IconStack2 size={16} />}>
          {t`My workspaces`}
        </MenuItemLink>
      </Menu.Dropdown>
    </Menu>
  );
}
