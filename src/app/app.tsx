import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router.tsx';
import { AppThemeProvider } from './theme-provider.tsx';
import { ToastRegion } from './toast-region.tsx';

type AppProps = {
  router: AppRouter;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
};

/** Every provider, outermost first; the router renders the matched layout and screen. */
export function App({ router, queryClient, env = 'default' }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider env={env}>
          <ToastRegion />
          {/* Confirm dialogs (`modals.openConfirmModal`) and the atoms' store (jotai) are the
              signed-in screens' only: their providers are in AppLayout, so the home loads neither
              (docs/frontend.md, "App weight"). */}
          <RouterProvider router={router} />
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
