import { Outlet } from '@tanstack/react-router';
import { BuildUpdateNotice } from '../build-update-notice.tsx';
import { useRouteTitle } from '../use-route-title.ts';
import { useSessionLifecycle } from '../use-session-lifecycle.ts';

/** Above every layout: app-wide listeners and notices, then the matched layout. */
export function RootLayout() {
  useSessionLifecycle();
  useRouteTitle();
  return (
    <>
      <Outlet />
      <BuildUpdateNotice />
    </>
  );
}
