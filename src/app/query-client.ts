import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '@/lib/errors/app-errors.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { reportUnauthorized } from '@/lib/http/unauthorized.ts';
import { loadLaterCatalog } from '@/lib/i18n/activate-locale.ts';
import { toast } from '@/lib/notify.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    /** A mutation that shows its own error message sets `meta: { handlesOwnErrors: true }`. */
    mutationMeta: { handlesOwnErrors?: boolean };
  }
}

/**
 * The refusals' sentences are not in what the home loads (its one mutation handles its own errors):
 * the sentence and its catalog part (loaded already on any screen but the home) come at the first
 * error toast (docs/frontend.md, "App weight"). Should either fail to load, the generic sentence.
 */
async function showError(error: unknown): Promise<void> {
  try {
    const [{ refusalMessage }] = await Promise.all([
      import('@/lib/errors/refusal-message.ts'),
      loadLaterCatalog(),
    ]);
    toast.error(refusalMessage(error));
  } catch {
    toast.error(errorMessages.generic);
  }
}

/**
 * Queries fail into their route's error screen; mutations without their own handling get a toast
 * here (a refusal's own sentence, otherwise the generic one), the one place that shows global error toasts. A 401 from anywhere ends the
 * session. Retrying is the HTTP layer's job (once, GET only), so Query does not retry on top.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) reportUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error)) return reportUnauthorized();
        if (!mutation.meta?.handlesOwnErrors) void showError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
