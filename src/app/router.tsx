import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { getSession } from '@/lib/auth/session.ts';
import { routeTree } from '../routeTree.gen.ts';
import type { RouterContext } from './router-context.ts';
import { ErrorScreen } from './screens/error-screen.tsx';

type AppRouterOptions = {
  queryClient: QueryClient;
  /** Tests pass their own session source and an in-memory history. */
  auth?: RouterContext['auth'];
  history?: RouterHistory;
  /**
   * The first render replaces a prerendered copy the visitor may have scrolled: it keeps their
   * place instead of restoring the top of the page (src/app/static-copy-handover.ts).
   */
  keepScrollOnFirstRender?: boolean;
};

export function createAppRouter({
  queryClient,
  auth = { getSession },
  history,
  keepScrollOnFirstRender = false,
}: AppRouterOptions) {
  let keepScroll = keepScrollOnFirstRender;
  return createRouter({
    routeTree,
    context: { queryClient, auth },
    ...(history ? { history } : {}),
    // Query owns the cache: the router always asks it, and it answers from memory when fresh.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    // Loaded when needed: the entry would otherwise carry the 404 to every screen.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('./screens/not-found-screen.tsx'),
      'NotFoundScreen',
    ),
    scrollRestoration: () => {
      if (!keepScroll) return true;
      keepScroll = false;
      return false;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The screen's name in the top bar. */
    title?: MessageDescriptor;
  }
}
