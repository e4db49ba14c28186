import { useLingui } from '@lingui/react/macro';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from '@tanstack/react-router';
import { Provider as JotaiProvider, useAtom } from 'jotai';
import { type CSSProperties, useEffect } from 'react';
import { LazyWhenOpened, ModalsOnFirstCall } from '@/components/overlays/lazy-overlays.tsx';
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

const loadNavigationDrawer = () => import('./navigation-drawer.tsx');
const loadModals = () => import('@/components/overlays/modals-provider.tsx');

/**
 * The signed-in layout: top bar, side bar (a drawer on phones, loaded at the first press of the
 * burger) and the screen, with the provider of the confirm dialogs its screens open
 * (`modals.openConfirmModal`; mounted at the first call) and the store of the app's atoms (side
 * bar, current workspace), which only signed-in screens read: the home does not load jotai, and no
 * overlay's code loads before one opens (docs/frontend.md, "App weight").
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

  const frame = {
    '--app-side-bar-width': `${collapsed ? SIDE_BAR_COLLAPSED_WIDTH : SIDE_BAR_WIDTH}px`,
    '--app-side-bar-duration': `${SIDE_BAR_ANIMATION_MS}ms`,
  } as CSSProperties;

  return (
    <>
      <div className={classes.shell} style={frame}>
        <SkipLink />
        {/* The scroll lock's class (react-remove-scroll-bar's `zeroRightClassName`, as AppShell set it):
            while a dialog locks the page, the fixed header keeps clear of the hidden scroll bar's gap,
            so its right-hand buttons do not jump. */}
        <header className={`${classes.header} right-scroll-bar-position`} data-app-chrome>
          <TopBar onOpenNavigation={drawer.open} navigationOpened={drawerOpened} />
        </header>
        <nav className={classes.navbar} aria-label={t`Side bar`} data-app-chrome>
          <SideBar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} />
        </nav>
        <LazyWhenOpened opened={drawerOpened} load={loadNavigationDrawer} props={{ onClose: drawer.close }} />
        <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1} data-skip-target>
          <Outlet />
        </main>
        <WorkspaceChangedDialog />
      </div>
      <ModalsOnFirstCall load={loadModals} />
    </>
  );
}
