import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { buildApp, prerenderHome, startPreview } from './preview-server.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through \`npm run test:e2e\``);
  return value;
};

/**
 * The app as it ships, but with React's development build, which is the one that warns (keys,
 * nesting, props, act, hydration): built once, prerendered and served by `vite preview` at
 * E2E_DEVELOPMENT_APP_URL (an origin the stack's functions allow, see app-under-test.ts) next to
 * the production build, against the run's stack. Only the journeys that call it pay for the build
 * (well under a minute), and they set E2E_BASE_URL to it for their own process: node:test runs
 * every journey file in a process of its own, so the other journeys keep the production build.
 *
 * Answers the production build's address: the stack's SITE_URL, where functions send visitors
 * back (a checkout's return).
 */
export function developmentAppForThisFile(): { siteUrl: string } {
  const siteUrl = env('E2E_BASE_URL');
  let stop: (() => Promise<void>) | undefined;
  before(
    async () => {
      const outDir = join(mkdtempSync(join(tmpdir(), 'pitchcraft-e2e-dev-')), 'dist');
      const removeBuild = () => rmSync(join(outDir, '..'), { recursive: true, force: true });
      try {
        buildApp(outDir, {
          NODE_ENV: 'development',
          VITE_SUPABASE_URL: env('E2E_API_URL'),
          VITE_SUPABASE_ANON_KEY: env('E2E_ANON_KEY'),
        });
        await prerenderHome(outDir);
        const port = Number(new URL(env('E2E_DEVELOPMENT_APP_URL')).port);
        const server = await startPreview(outDir, port, { VITE_SUPABASE_URL: env('E2E_API_URL') });
        process.env.E2E_BASE_URL = server.url;
        stop = async () => {
          await server.stop();
          removeBuild();
        };
      } catch (error) {
        removeBuild();
        throw error;
      }
    },
    { timeout: 300_000 },
  );
  after(() => stop?.());
  return { siteUrl };
}
