import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify.tsx';
import type { AppRouter } from './router.tsx';
import { contrastSafeVariables, theme } from './theme.ts';

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
          <MantineProvider
            theme={theme}
            cssVariablesResolver={contrastSafeVariables}
            forceColorScheme="light"
            env={env}
          >
            <Notifications autoClose={TOAST_AUTO_CLOSE_MS} limit={TOAST_LIMIT} position="top-center" />
            <ModalsProvider>
              <RouterProvider router={router} />
            </ModalsProvider>
          </MantineProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nProvider>
  );
}
