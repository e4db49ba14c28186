import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type StackConfig, stackConfig } from '../config.ts';
import { PortInUseError, type RunningStack, startStack } from '../stack.ts';
import { freePort } from './free-port.ts';

const ATTEMPTS = 3;

/**
 * A stack of its own for a test run: fresh data directory and free ports, so the suite passes
 * while `npm start` runs. Removes its data when stopped.
 */
export async function startTestStack(overrides: Partial<StackConfig> = {}): Promise<RunningStack> {
  const { stack, dataDir } = await startOnFreePorts(overrides);
  return {
    ...stack,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A port free when asked may be taken before the stack listens on it (another test's stack, or an
 * outgoing connection's ephemeral port): the stack then starts again on other free ports.
 */
async function startOnFreePorts(
  overrides: Partial<StackConfig>,
  attempt = 1,
): Promise<{ stack: RunningStack; dataDir: string }> {
  // The postgres system user (used when running as root) must be able to enter the directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchcraft-stack-'));
  rmSync(dataDir, { recursive: true });
  try {
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
    return { stack, dataDir };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    if (!(error instanceof PortInUseError) || attempt >= ATTEMPTS) throw error;
    return startOnFreePorts(overrides, attempt + 1);
  }
}
