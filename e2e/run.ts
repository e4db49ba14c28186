/**
 * The browser journeys: installs Chromium if needed, builds the app, serves it with
 * `vite preview` on a free port, runs e2e/journeys/*.test.ts with node:test, and exits non-zero
 * when any journey fails.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { buildApp, startPreview } from './support/preview-server.ts';

const journeysDir = resolve(import.meta.dirname, 'journeys');
const only = process.argv.slice(2);
const journeys = readdirSync(journeysDir)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .map((file) => resolve(journeysDir, file));

ensureChromium();
if (!process.env.E2E_SKIP_BUILD) buildApp();
const server = await startPreview();
console.log(`Serving the build at ${server.url}; running ${journeys.length} journey file(s)…\n`);

let status = 1;
try {
  const result = spawnSync(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-concurrency=1', ...journeys],
    { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.url } },
  );
  status = result.status ?? 1;
} finally {
  await server.stop();
}

console.log(status === 0 ? '\nBrowser journeys: all passed.' : '\nBrowser journeys: FAILED (see above).');
process.exit(status);
