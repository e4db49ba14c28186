import type { Session } from '@supabase/supabase-js';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '@/app/app.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { createAppRouter } from '@/app/router.tsx';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import type { Locale } from '@/lib/i18n/locales.ts';

type RenderAppOptions = {
  session?: Session | null;
  locale?: Locale;
  /** 'parts': the start's part and each route's, as the app has them (scripts/vite-catalog-split.ts). */
  catalog?: 'parts' | 'whole';
};

/** A session as the auth API returns it; only what the app reads is filled in. */
export function testSession(email = 'ada@example.com'): Session {
  return {
    access_token: 'test-access-token',
    refresh_token: 'test-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      aud: 'authenticated',
      email,
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
}

/** The whole app, with its real routes, at `path`, for a visitor with or without a session. */
export async function renderApp(
  path: string,
  { session = null, locale = 'en', catalog = 'whole' }: RenderAppOptions = {},
) {
  await activateLocale(locale, { whole: catalog === 'whole' });
  const queryClient = createQueryClient();
  let currentSession = session;
  const router = createAppRouter({
    queryClient,
    auth: { getSession: async () => currentSession },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<App router={router} queryClient={queryClient} env="test" />);
  return {
    ...view,
    router,
    setSession: (next: Session | null) => {
      currentSession = next;
    },
  };
}
