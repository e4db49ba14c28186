import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../supabase/local/testing/free-port.ts';
import { startTestStack } from '../../supabase/local/testing/test-stack.ts';
import { buildApp, prerenderHome, startPreview } from './preview-server.ts';

/** The environment the journeys read: where the app, the API and the mailbox answer. */
export interface AppUnderTest {
  env: {
    E2E_BASE_URL: string;
    E2E_API_URL: string;
    E2E_MAIL_URL: string;
    E2E_ANON_KEY: string;
    E2E_SERVICE_ROLE_KEY: string;
    /** The database as `postgres`, the tables' owner: see table-owner.ts. */
    E2E_DB_URL: string;
    /** Where development-app.ts serves React's development build, for the journeys that ask for it. */
    E2E_DEVELOPMENT_APP_URL: string;
  };
  stop(): Promise<void>;
}

/**
 * A local Supabase stack of its own (fresh data, free ports, the project's migrations and seed)
 * and the app built against it, served by `vite preview`.
 */
export async function startAppUnderTest(): Promise<AppUnderTest> {
  const appPort = await freePort();
  let developmentPort = await freePort();
  while (developmentPort === appPort) developmentPort = await freePort();
  const developmentAppUrl = `http://127.0.0.1:${developmentPort}`;
  const stack = await startTestStack({
    siteUrl: `http://127.0.0.1:${appPort}`,
    functionEnv: {
      // One provider request every 2 s: a send of a few hundred takes several batches, so a journey
      // can act between them (a complaint that pauses the job). Sends of a few take one request.
      SEND_RATE_PER_SECOND: '0.5',
      // The development build is a second origin of the app: the functions' CORS must answer it.
      ALLOWED_ORIGINS: developmentAppUrl,
    },
  });
  const outDir = join(mkdtempSync(join(tmpdir(), 'pitchcraft-e2e-')), 'dist');
  const cleanUp = async () => {
    await stack.stop();
    rmSync(join(outDir, '..'), { recursive: true, force: true });
  };
  try {
    // The build carries the stack's address, which is new for every run.
    buildApp(outDir, { VITE_SUPABASE_URL: stack.apiUrl, VITE_SUPABASE_ANON_KEY: stack.anonKey });
    await prerenderHome(outDir);
    const server = await startPreview(outDir, appPort, { VITE_SUPABASE_URL: stack.apiUrl });
    return {
      env: {
        E2E_BASE_URL: server.url,
        E2E_API_URL: stack.apiUrl,
        E2E_MAIL_URL: stack.mailUrl,
        E2E_ANON_KEY: stack.anonKey,
        E2E_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        E2E_DB_URL: stack.dbUrl,
        E2E_DEVELOPMENT_APP_URL: developmentAppUrl,
      },
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
