import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify.tsx';
import type { AppRouter } from './router.tsx';
import { AppThemeProvider } from './theme-provider.tsx';

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
      <JotaiProvider>
        <QueryClientProvider client={queryClient}>
          <AppThemeProvider env={env}>
            {/* A live region from the first render: a region added with its first toast is not heard. */}
            <Notifications
              autoClose={TOAST_AUTO_CLOSE_MS}
              limit={TOAST_LIMIT}
              position="top-center"
              aria-live="polite"
            />
            {/* Confirm dialogs (`modals.openConfirmModal`) are the signed-in screens' only: their
                provider is in AppLayout, so the home does not load Modal (docs/frontend.md, "App weight"). */}
            <RouterProvider router={router} />
          </AppThemeProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nProvider>
  );
}
