import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../local/db/migrate.ts';
import { loadFixtures } from './fixtures.ts';
import { createDatabase, databaseUrls, startTemporaryPostgres } from './temporary-postgres.ts';

export const TEMPLATE_DATABASE = 'pitchcraft_template';

/**
 * One PostgreSQL for the run. The template database holds the migrations, the seed and the test
 * fixtures; each test file works on its own copy of it (testing/database.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startTemporaryPostgres();
  try {
    const templateUrl = await createDatabase(server.adminUrl, TEMPLATE_DATABASE);
    await migrateDatabase(databaseUrls(templateUrl), join(import.meta.dirname, '..', '..'));
    const client = new pg.Client({ connectionString: templateUrl });
    await client.connect();
    try {
      await loadFixtures(client);
    } finally {
      await client.end();
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgres', { serverUrl: server.adminUrl, template: TEMPLATE_DATABASE });
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster superuser's URL, and the database every test file copies. */
    postgres: { serverUrl: string; template: string };
  }
}
