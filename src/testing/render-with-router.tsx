import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { AppThemeProvider } from '@/app/theme-provider.tsx';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

/**
 * One component inside a router of its own (so router links render their addresses), with the
 * app's translations, theme, confirmation modals and a fresh query cache that does not retry.
 * The component renders once the router is ready: find elements with `findBy…`.
 */
export async function renderWithRouter(
  ui: ReactElement,
  { locale = 'en', queryClient }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  await activateLocale(locale);
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => <Suspense fallback={null}>{ui}</Suspense>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <AppThemeProvider env="test">
        <ModalsProvider>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ModalsProvider>
      </AppThemeProvider>
    </I18nProvider>,
  );
  return { ...view, queryClient: client };
}
