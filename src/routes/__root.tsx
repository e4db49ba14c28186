import { createRootRouteWithContext } from '@tanstack/react-router';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout.tsx';
import { RootLayout } from '@/app/layouts/root-layout.tsx';
import type { RouterContext } from '@/app/router-context.ts';
import { ErrorScreen } from '@/app/screens/error-screen.tsx';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';
import { loadWholeCatalog } from '@/lib/i18n/activate-locale.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The home renders with its part of the catalog; every other screen has the whole of it first.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : loadWholeCatalog()),
  component: RootLayout,
  errorComponent: ErrorScreen,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundScreen />
    </PublicLayout>
  ),
});
