import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '@/lib/errors/app-errors.ts';
import { refusalMessage } from '@/lib/errors/refused.ts';
import { reportUnauthorized } from '@/lib/http/unauthorized.ts';
import { toast } from '@/lib/notify.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    /** A mutation that shows its own error message sets `meta: { handlesOwnErrors: true }`. */
    mutationMeta: { handlesOwnErrors?: boolean };
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
        if (!mutation.meta?.handlesOwnErrors) toast.error(refusalMessage(error));
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
