import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, Suspense } from 'react';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithProviders } from './render-with-providers.tsx';

/**
 * renderWithProviders with a fresh query cache that does not retry (a failed request shows at
 * once) and a Suspense boundary for components that suspend on their data.
 */
export async function renderWithQueryClient(ui: ReactElement, options: { locale?: Locale } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>{ui}</Suspense>
    </QueryClientProvider>,
    options,
  );
}
