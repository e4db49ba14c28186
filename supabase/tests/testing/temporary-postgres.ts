import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { stackConfig } from '../../local/config.ts';
import type { DatabaseUrls } from '../../local/db/migrate.ts';
import { startPostgres } from '../../local/db/postgres.ts';
import { freePort } from '../../local/testing/free-port.ts';

export interface TemporaryPostgres {
  /** The `postgres` database as the `postgres` role (not a superuser, as on Supabase). */
  url: string;
  /** The same as the cluster superuser, supabase_admin. */
  adminUrl: string;
  stop(): Promise<void>;
}

/** An embedded PostgreSQL on a free port in a fresh temp directory, removed when stopped. */
export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  // The postgres system user (used when running as root) must be able to enter the directory,
  // so the 0700 directory mkdtemp makes is replaced by one startPostgres creates.
  const dataDir = mkdtempSync(join(tmpdir(), 'pitchcraft-db-'));
  rmSync(dataDir, { recursive: true });
  const config = stackConfig({ dataDir, dbPort: await freePort(), databaseUrl: undefined });
  const postgres = await startPostgres(config);
  return {
    url: postgres.url,
    adminUrl: postgres.adminUrl,
    stop: async () => {
      await postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same server, another database and optionally another user (password `postgres`). */
export function databaseUrl(serverUrl: string, database: string, user?: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = 'postgres';
  }
  return url.toString();
}

/** A database's superuser URL and its `postgres` URL, as migrateDatabase takes them. */
export function databaseUrls(adminUrl: string): DatabaseUrls {
  const url = new URL(adminUrl);
  return { adminUrl, url: databaseUrl(adminUrl, decodeURIComponent(url.pathname.slice(1)), 'postgres') };
}

/**
 * Creates a database as the superuser, empty or as a copy of a template database. A Supabase
 * project's database belongs to postgres: the bootstrap gives an empty one to it, a copy is made
 * so. Returns its superuser URL.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const from = template ? ` owner postgres template ${pg.escapeIdentifier(template)}` : '';
    await client.query(`create database ${pg.escapeIdentifier(name)}${from}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}
