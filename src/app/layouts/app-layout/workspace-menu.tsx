import { useLingui } from '@lingui/react/macro';
import { Button, Menu, Text } from '@mantine/core';
import { IconBriefcase, IconChevronDown, IconEdit, IconStack2 } from '@tabler/icons-react';
import { useParams } from '@tanstack/react-router';
import { MenuItemLink } from '@/components/router-links.tsx';
import { DASHBOARD_ICON, SIDE_BAR_ENTRIES } from './navigation.ts';

/** The current workspace and everything in it, one click from any screen of that workspace. */
export function WorkspaceMenu() {
  const { t } = useLingui();
  const { id } = useParams({ strict: false });
  if (!id) return null;
  const sections = SIDE_BAR_ENTRIES.filter((entry) => entry.kind === 'workspace');
  return (
    <Menu position="bottom-start" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconBriefcase size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t`Current workspace`}
          miw={0}
        >
          {/* On a phone the briefcase alone stands for the workspace; the label needs room. */}
          <Text span inherit visibleFrom="sm">
            {t`Current workspace`}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
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
        <MenuItemLink to="/user/organizations" leftSection={<IconStack2 size={16} />}>
          {t`My workspaces`}
        </MenuItemLink>
      </Menu.Dropdown>
    </Menu>
  );
}
