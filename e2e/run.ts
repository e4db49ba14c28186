/**
 * The browser journeys: installs Chromium if needed, starts a local Supabase stack of its own and
 * the app built against it, runs e2e/journeys/*.test.ts with node:test, and exits non-zero when
 * any journey fails.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.ts';
import { startAppUnderTest } from './support/app-under-test.ts';

const journeysDir = resolve(import.meta.dirname, 'journeys');
const only = process.argv.slice(2);
const journeys = readdirSync(journeysDir)
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .map((file) => resolve(journeysDir, file));

ensureChromium();
const app = await startAppUnderTest();
console.log(`Serving the build at ${app.env.E2E_BASE_URL} against ${app.env.E2E_API_URL}…\n`);
let status = 1;
try {
  // Asynchronously: this process also serves the stack's API the journeys call.
  const journeyRun = spawn(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-concurrency=1', ...journeys],
    { stdio: 'inherit', env: { ...process.env, ...app.env } },
  );
  const [code] = (await once(journeyRun, 'exit')) as [number | null];
  status = code ?? 1;
} finally {
  await app.stop();
}

console.log(status === 0 ? '\nBrowser journeys: all passed.' : '\nBrowser journeys: FAILED (see above).');
process.exit(status);
