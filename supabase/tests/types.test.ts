import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { functionsPath, generateFunctionDefinitions } from '../../scripts/db-functions.ts';
import { generateDatabaseTypes, typesPath } from '../../scripts/db-types.ts';
import { testDatabase } from './testing/database.ts';

const db = testDatabase();

test('src/lib/database.types.ts matches the schema (run `npm run db:types` when this fails)', async () => {
  const generated = await generateDatabaseTypes(db.url);
  expect(
    readFileSync(typesPath, 'utf8') === generated,
    'src/lib/database.types.ts is stale: run `npm run db:types`',
  ).toBe(true);
});

test('docs/database-functions.sql holds every function as the migrations leave it (run `npm run db:types` when this fails)', async () => {
  const generated = await generateFunctionDefinitions(db.url);
  expect(
    readFileSync(new URL(`../../${functionsPath}`, import.meta.url), 'utf8') === generated,
    'docs/database-functions.sql is stale: run `npm run db:types`',
  ).toBe(true);
});
