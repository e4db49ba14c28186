import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { LazyMenu } from '@/components/overlays/on-first-press.tsx';
import { useSession } from '@/lib/auth/session.ts';
import classes from './user-menu.module.css';

const loadUserMenu = () => import('./user-menu-dropdown.tsx');

/** The account menu: its button now, the menu (user-menu-dropdown.tsx) at the first press. */
export function UserMenu() {
  const { t } = useLingui();
  const email = useSession()?.user.email ?? '';
  return (
    <LazyMenu
      load={loadUserMenu}
      props={{ email }}
      target={
        <UnstyledButton aria-label={t`Account menu`}>
          <span className={classes.initial} aria-hidden>
            {email.slice(0, 1).toUpperCase()}
          </span>
        </UnstyledButton>
      }
    />
  );
}
