import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StackConfig, stackConfig } from '../config.ts';
import { type RunningStack, startStack } from '../stack.ts';
import { freePort } from './free-port.ts';

/**
 * A stack of its own for a test run: fresh data directory and free ports, so the suite passes
 * while `npm start` runs. Removes its data when stopped.
 */
export async function startTestStack(overrides: Partial<StackConfig> = {}): Promise<RunningStack> {
  // The postgres system user (used when running as root) must be able to enter the directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchcraft-stack-'));
  rmSync(dataDir, { recursive: true });
  const stack = await startStack(
    stackConfig({
      dataDir,
      apiPort: await freePort(),
      dbPort: await freePort(),
      mailPort: await freePort(),
      databaseUrl: undefined,
      ...overrides,
    }),
  );
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
