import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '@/app/layouts/root-layout.tsx';
import type { RouterContext } from '@/app/router-context.ts';
import { ErrorScreen } from '@/app/screens/error-screen.tsx';
import { loadRouteCatalogs } from '@/lib/i18n/activate-locale.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Each screen renders with its routes' parts of the catalog, loaded here first (the home's
  // part is loaded at the start; docs/frontend.md, "Translations").
  beforeLoad: ({ matches }) => loadRouteCatalogs(matches.map((match) => String(match.routeId))),
  component: RootLayout,
  errorComponent: ErrorScreen,
  // Loaded when an address matches nothing: the root route is not split, and every screen would
  // load the public layout and the 404 with it (docs/frontend.md, "App weight").
  notFoundComponent: lazyRouteComponent(() => import('@/app/screens/public-not-found-screen.tsx')),
});
