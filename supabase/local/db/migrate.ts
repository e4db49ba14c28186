import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const bootstrapDir = join(import.meta.dirname, '..', 'bootstrap');

export class MigrationError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  readonly postgresMessage: string;

  constructor(file: string, line: number | undefined, postgresMessage: string) {
    super(`${file}${line ? `:${line}` : ''}: ${postgresMessage}`);
    this.file = file;
    this.line = line;
    this.postgresMessage = postgresMessage;
  }
}

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/** One database, as the two roles that build it: the platform's superuser and the project's postgres. */
export interface DatabaseUrls {
  /** The `postgres` role: migrations and the seed, as `supabase db push` runs them. */
  url: string;
  /** The cluster superuser: the platform bootstrap, which Supabase itself runs on a hosted project. */
  adminUrl: string;
}

/**
 * Brings a database to the project's schema: the platform bootstrap (idempotent) as the
 * superuser, then as `postgres` every migration not yet recorded, each in its own transaction and
 * recorded as the Supabase CLI does, then seed.sql when the database had no migrations before.
 */
export async function migrateDatabase(database: DatabaseUrls, projectDir: string): Promise<MigrationReport> {
  const admin = new pg.Client({ connectionString: database.adminUrl });
  await admin.connect();
  try {
    await admin.query('set client_min_messages = warning');
    for (const file of sqlFiles(bootstrapDir)) await runFile(admin, join(bootstrapDir, file), file);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('set client_min_messages = warning');

    const done = new Set(
      (
        await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((row) => row.version),
    );
    const wasFresh = done.size === 0;
    const migrationsDir = join(projectDir, 'migrations');
    const applied: string[] = [];
    for (const file of existsSync(migrationsDir) ? sqlFiles(migrationsDir) : []) {
      const { version, name } = parseMigrationName(file);
      if (done.has(version)) continue;
      const sql = readFileSync(join(migrationsDir, file), 'utf8');
      await runFile(client, join(migrationsDir, file), `migrations/${file}`, async () => {
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [version, name, [sql]],
        );
      });
      applied.push(file);
    }

    const seedFile = join(projectDir, 'seed.sql');
    const seeded = wasFresh && existsSync(seedFile);
    if (seeded) await runFile(client, seedFile, 'seed.sql');
    await client.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded };
  } finally {
    await client.end();
  }
}

/** Drops and recreates the project database, then migrates and seeds it from zero. */
export async function resetDatabase(database: DatabaseUrls, projectDir: string): Promise<MigrationReport> {
  const url = new URL(database.adminUrl);
  const name = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  url.pathname = '/template1';
  const maintenance = new pg.Client({ connectionString: url.toString() });
  await maintenance.connect();
  try {
    await maintenance.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    await maintenance.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await maintenance.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await maintenance.end();
  }
  return migrateDatabase(database, projectDir);
}

function sqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

/** `20261121093000_create_workspaces.sql` → version `20261121093000`, name `create_workspaces`. */
export function parseMigrationName(file: string) {
  const base = file.replace(/\.sql$/, '');
  const separator = base.indexOf('_');
  return separator === -1
    ? { version: base, name: '' }
    : { version: base.slice(0, separator), name: base.slice(separator + 1) };
}

async function runFile(client: pg.Client, path: string, label: string, record?: () => Promise<void>) {
  const sql = readFileSync(path, 'utf8');
  await client.query('begin');
  try {
    await client.query(sql);
    await record?.();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    const { message, position } = error as pg.DatabaseError;
    throw new MigrationError(label, position ? lineAt(sql, Number(position)) : undefined, message);
  }
}

function lineAt(text: string, position: number) {
  return text.slice(0, position - 1).split('\n').length;
}
