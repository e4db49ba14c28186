import { stackConfig } from './config.ts';
import { resetDatabase } from './db/migrate.ts';
import { startPostgres } from './db/postgres.ts';
import { loadDotEnv } from './env-file.ts';
import { apiKeys } from './jwt.ts';
import { type RunningStack, runningStackInfo, StackAlreadyRunningError, startStack } from './stack.ts';

/** `npm run stack`, `npm run stack:status`, `npm run db:reset`. */
const commands: Record<string, () => Promise<void>> = {
  async start() {
    const stack = await startOrExplain();
    printStack(stack);
    console.log('\nThe local stack is running. Press Ctrl-C to stop it.');
    stopOnSignal(stack.stop);
  },

  async status() {
    const config = stackConfig();
    const running = runningStackInfo(config);
    if (!running) {
      console.error('The local stack is not running. Start it with `npm start` or `npm run stack`.');
      process.exitCode = 1;
      return;
    }
    const keys = await apiKeys(config.jwtSecret);
    for (const [name, value] of Object.entries(
      statusEnv(running.apiUrl, running.dbUrl, running.mailUrl, keys),
    )) {
      console.log(`${name}="${value}"`);
    }
  },

  async reset() {
    const config = stackConfig();
    const running = runningStackInfo(config);
    const postgres = running
      ? { url: running.dbUrl, adminUrl: running.adminDbUrl, stop: async () => {} }
      : await startPostgres(config);
    try {
      const report = await resetDatabase(postgres, config.projectDir);
      console.log(
        `Database rebuilt: ${report.applied.length} migrations applied${report.seeded ? ', seed loaded' : ''}.`,
      );
    } finally {
      await postgres.stop();
    }
  },
};

export async function startOrExplain(): Promise<RunningStack> {
  loadDotEnv();
  try {
    return await startStack(stackConfig());
  } catch (error) {
    if (error instanceof StackAlreadyRunningError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function statusEnv(
  apiUrl: string,
  dbUrl: string,
  mailUrl: string,
  keys: { anonKey: string; serviceRoleKey: string },
) {
  return {
    API_URL: apiUrl,
    DB_URL: dbUrl,
    INBUCKET_URL: mailUrl,
    ANON_KEY: keys.anonKey,
    SERVICE_ROLE_KEY: keys.serviceRoleKey,
  };
}

export function printStack(stack: RunningStack) {
  const lines = statusEnv(stack.apiUrl, stack.dbUrl, stack.mailUrl, stack);
  console.log(
    [
      `API URL:          ${lines.API_URL}`,
      `DB URL:           ${lines.DB_URL}`,
      `Mailbox:          ${lines.INBUCKET_URL}`,
      `anon key:         ${lines.ANON_KEY}`,
      `service_role key: ${lines.SERVICE_ROLE_KEY}`,
    ].join('\n'),
  );
}

/** Ctrl-C (or a kill) stops everything once; a second Ctrl-C forces the exit. */
export function stopOnSignal(stop: () => Promise<void>) {
  let stopping = false;
  const onSignal = async () => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log('\nStopping…');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

const command = process.argv[2] ?? 'start';
if (import.meta.main) {
  loadDotEnv();
  const run = commands[command];
  if (!run) {
    console.error(`Unknown command "${command}". Use one of: ${Object.keys(commands).join(', ')}.`);
    process.exit(2);
  }
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
