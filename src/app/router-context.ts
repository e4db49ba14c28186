import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader and guard receives. */
export type RouterContext = {
  queryClient: QueryClient;
  auth: { getSession: () => Promise<Session | null> };
};
