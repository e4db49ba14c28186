import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconArrowsExchange, IconEdit, IconStack2 } from '@tabler/icons-react';
import type { LoadedOnPressProps } from '@/components/overlays/overlay-types.ts';
import { MenuItemLink } from '@/components/router-menu-links.tsx';
import { useOpenWorkspace } from '@/features/workspaces/use-open-workspace.ts';
import { DASHBOARD_ICON, SIDE_BAR_ENTRIES } from './navigation.ts';

type WorkspaceMenuDropdownProps = LoadedOnPressProps & {
  id: string;
  name: string | undefined;
  others: { id: string; name: string }[];
};

/** The workspace menu, loaded by `WorkspaceMenu` at the first press of its button. */
export default function WorkspaceMenuDropdown({ target, id, name, others }: WorkspaceMenuDropdownProps) {
  const { t } = useLingui();
  const openWorkspace = useOpenWorkspace();
  const sections = SIDE_BAR_ENTRIES.filter((entry) => entry.kind === 'workspace');
  return (
    <Menu position="bottom-start" width={240} withinPortal>
      <Menu.Target>{target}</Menu.Target>
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
