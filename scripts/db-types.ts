// `npm run db:types`: writes src/lib/database.types.ts from the schema the migrations build, in the
// format of `supabase gen types typescript` (same generator: @supabase/postgrest-typegen), and
// docs/database-functions.sql, every function's current definition (db-functions.ts).
// `npm run db:types -- --check` exits 1 when a committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import pg from 'pg';
import { migrateDatabase } from '../supabase/local/db/migrate.ts';
import { startTemporaryPostgres } from '../supabase/tests/testing/temporary-postgres.ts';
import { functionsPath, generateFunctionDefinitions } from './db-functions.ts';
import { formatWithBiome } from './format-with-biome.ts';

const root = resolve(import.meta.dirname, '..');
export const typesPath = join(root, 'src', 'lib', 'database.types.ts');

/** The TypeScript types of the schemas the API exposes, formatted as the project formats code. */
export async function generateDatabaseTypes(databaseUrl: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => {}); // an idle connection closed by a stopping server is not a failure
  try {
    const metadata = await introspect(pool, { includedSchemas: ['public'] });
    return await generateTypescript(sortGeneratorMetadata(metadata), {
      postgrestVersion: '12',
      format: async (code) => formatWithBiome(code, typesPath),
    });
  } finally {
    await pool.end();
  }
}

/** Migrates a throwaway database and generates the files from it. */
export async function generateFromMigrations(): Promise<Map<string, string>> {
  const server = await startTemporaryPostgres();
  try {
    await migrateDatabase(server, join(root, 'supabase'));
    return new Map([
      [typesPath, await generateDatabaseTypes(server.url)],
      [join(root, functionsPath), await generateFunctionDefinitions(server.url)],
    ]);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const generated = await generateFromMigrations();
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [path, content] of generated) {
    const name = path.slice(root.length + 1);
    if (check) {
      if (readFileSync(path, 'utf8') !== content) {
        console.error(`${name} is stale: run \`npm run db:types\`.`);
        stale = true;
      } else console.info(`${name} is up to date.`);
    } else {
      writeFileSync(path, content);
      console.info(`Wrote ${name}`);
    }
  }
  if (stale) process.exit(1);
}
