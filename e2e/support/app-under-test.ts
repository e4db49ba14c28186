import { freePort } from '../../supabase/local/testing/free-port.ts';
import { startTestStack } from '../../supabase/local/testing/test-stack.ts';
import { buildApp, startPreview } from './preview-server.ts';

/** The environment the journeys read: where the app, the API and the mailbox answer. */
export interface AppUnderTest {
  env: {
    E2E_BASE_URL: string;
    E2E_API_URL: string;
    E2E_MAIL_URL: string;
    E2E_ANON_KEY: string;
    E2E_SERVICE_ROLE_KEY: string;
  };
  stop(): Promise<void>;
}

/**
 * A local Supabase stack of its own (fresh data, free ports, the project's migrations and seed)
 * and the app built against it, served by `vite preview`.
 */
export async function startAppUnderTest(): Promise<AppUnderTest> {
  const appPort = await freePort();
  const stack = await startTestStack({ siteUrl: `http://127.0.0.1:${appPort}` });
  try {
    if (!process.env.E2E_SKIP_BUILD) {
      buildApp({ VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey });
    }
    const server = await startPreview(appPort);
    return {
      env: {
        E2E_BASE_URL: server.url,
        E2E_API_URL: stack.apiUrl,
        E2E_MAIL_URL: stack.mailUrl,
        E2E_ANON_KEY: stack.anonKey,
        E2E_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      },
      stop: async () => {
        await server.stop();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
