import { createRootRouteWithContext } from '@tanstack/react-router';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout.tsx';
import { RootLayout } from '@/app/layouts/root-layout.tsx';
import type { RouterContext } from '@/app/router-context.ts';
import { ErrorScreen } from '@/app/screens/error-screen.tsx';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';
import { loadRouteCatalogs } from '@/lib/i18n/activate-locale.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Each screen renders with its routes' parts of the catalog, loaded here first (the home's
  // part is loaded at the start; docs/frontend.md, "Translations").
  beforeLoad: ({ matches }) => loadRouteCatalogs(matches.map((match) => String(match.routeId))),
  component: RootLayout,
  errorComponent: ErrorScreen,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundScreen />
    </PublicLayout>
  ),
});
