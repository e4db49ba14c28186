import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stackConfig } from '../supabase/local/config.ts';
import { startStack } from '../supabase/local/stack.ts';
import { freePort } from '../supabase/local/testing/free-port.ts';

/**
 * Prints how long the local stack takes to be ready: cold (fresh data directory: initdb, bootstrap,
 * every migration, seed) and warm (the same directory again), until the API answers.
 */
const benchDir = mkdtempSync(join(tmpdir(), 'pitchcraft-bench-'));
chmodSync(benchDir, 0o755);
const dataDir = join(benchDir, 'data');
const config = stackConfig({
  dataDir,
  apiPort: await freePort(),
  dbPort: await freePort(),
  mailPort: await freePort(),
  databaseUrl: undefined,
});

async function timeStart(label: string) {
  const started = performance.now();
  const stack = await startStack(config);
  const response = await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: stack.anonKey } });
  const ms = performance.now() - started;
  await stack.stop();
  console.log(`${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  (API answered ${response.status})`);
}

try {
  await timeStart('cold start (fresh data dir)');
  await timeStart('warm start');
  await timeStart('warm start');
} finally {
  rmSync(benchDir, { recursive: true, force: true });
}
