import { useLingui } from '@lingui/react/macro';
import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useLocation } from '@tanstack/react-router';
import { Provider as JotaiProvider, useAtom } from 'jotai';
import { useEffect } from 'react';
import { BrandMark } from '@/components/brand-mark.tsx';
import { WorkspaceChangedDialog } from '@/features/workspaces/components/workspace-changed-dialog.tsx';
import classes from './app-layout.module.css';
import { SideBar } from './side-bar.tsx';
import {
  SIDE_BAR_ANIMATION_MS,
  SIDE_BAR_COLLAPSED_WIDTH,
  SIDE_BAR_WIDTH,
  sideBarCollapsedAtom,
} from './side-bar-state.ts';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The signed-in layout: top bar, side bar (a drawer on phones) and the screen, inside the provider
 * of the confirm dialogs its screens open (`modals.openConfirmModal`; only they use it) and the
 * store of the app's atoms (side bar, current workspace), which only signed-in screens read: the
 * home does not load jotai (docs/frontend.md, "App weight").
 */
export function AppLayout() {
  return (
    <JotaiProvider>
      <SignedInLayout />
    </JotaiProvider>
  );
}

function SignedInLayout() {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useAtom(sideBarCollapsedAtom);
  const [drawerOpened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  // Following a link elsewhere (back button included) closes the phone drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => drawer.close(), [pathname]);

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: collapsed ? SIDE_BAR_COLLAPSED_WIDTH : SIDE_BAR_WIDTH,
          breakpoint: 'sm',
          collapsed: { mobile: true },
        }}
        transitionDuration={SIDE_BAR_ANIMATION_MS}
        padding={{ base: 'md', sm: 'xl' }}
        classNames={{ navbar: classes.navbar }}
      >
        <SkipLink />
        <AppShell.Header>
          <TopBar onOpenNavigation={drawer.open} navigationOpened={drawerOpened} />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t`Side bar`}>
          <SideBar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} />
        </AppShell.Navbar>
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          hiddenFrom="sm"
          size={SIDE_BAR_WIDTH}
          padding="xs"
          title={<BrandMark size={26} />}
          closeButtonProps={{ 'aria-label': t`Close navigation` }}
          transitionProps={{ duration: SIDE_BAR_ANIMATION_MS }}
        >
          <SideBar collapsed={false} onNavigate={drawer.close} />
        </Drawer>
        <AppShell.Main bg="gray.0" id={MAIN_CONTENT_ID} tabIndex={-1} data-skip-target>
          <Outlet />
        </AppShell.Main>
        <WorkspaceChangedDialog />
      </AppShell>
    </ModalsProvider>
  );
}
