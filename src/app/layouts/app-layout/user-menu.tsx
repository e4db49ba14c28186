import { useLingui } from '@lingui/react/macro';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconStack2 } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { MenuItemLink } from '@/components/router-menu-links.tsx';
import { useSession } from '@/lib/auth/session.ts';
import { supabase } from '@/lib/supabase.ts';

export function UserMenu() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const email = session?.user.email ?? '';

  const signOut = async () => {
    // Leave the guarded screen first, so the guard does not bounce us to sign-in on the way out.
    await navigate({ to: '/' });
    await supabase.auth.signOut();
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu`}>
          <Avatar color="brand" radius="xl" size={34}>
            {email.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
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
