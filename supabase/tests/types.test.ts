import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
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
