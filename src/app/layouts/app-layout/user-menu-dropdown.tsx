import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconLogout, IconStack2 } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { LoadedOnPressProps } from '@/components/overlays/overlay-types.ts';
import { MenuItemLink } from '@/components/router-menu-links.tsx';
import { signOutEverywhere } from '@/lib/auth/session.ts';

/** The account menu, loaded by `UserMenu` at the first press of its button. */
export default function UserMenuDropdown({ target, email }: LoadedOnPressProps & { email: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();

  const signOut = () => signOutEverywhere(() => navigate({ to: '/' }));

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {email && <Menu.Label style={{ overflowWrap: 'anywhere' }}>{email}</Menu.Label>}
        <MenuItemLink to="/user/organizations" leftSection={<IconStack2 size={16} />}>
          {t`My workspaces`}
        </MenuItemLink>
        <Menu.Divider />
        {/* An item's colour is drawn in the shade named: red.9 reads at 5.5:1, red (6) at 3.3. */}
        <Menu.Item color="red.9" leftSection={<IconLogout size={16} />} onClick={signOut}>
          {t`Sign out`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
