import { join } from 'node:path';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { migrateDatabase } from '../local/db/migrate.ts';
import { createDatabase, databaseUrls } from './testing/temporary-postgres.ts';

const projectDir = join(import.meta.dirname, '..');

/** What a schema is made of, to compare two databases built by the migrations. */
const fingerprintSql = `
  select 'column' as kind, table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' ||
         is_nullable || ' ' || coalesce(column_default, '') as item
  from information_schema.columns where table_schema in ('public', 'private')
  union all select 'constraint', conrelid::regclass::text || ' ' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace in ('public'::regnamespace, 'private'::regnamespace)
  union all select 'index', indexdef from pg_indexes where schemaname in ('public', 'private')
  union all select 'policy', schemaname || '.' || tablename || ' ' || policyname || ' ' || coalesce(qual, '') || coalesce(with_check, '')
    from pg_policies
  union all select 'function', p.oid::regprocedure::text || ' ' || md5(p.prosrc) || ' ' || coalesce(array_to_string(p.proacl, ','), '')
    from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
  union all select 'trigger', tgrelid::regclass::text || ' ' || tgname from pg_trigger where not tgisinternal
  union all select 'grant', table_schema || '.' || table_name || ' ' || grantee || ' ' || privilege_type
    from information_schema.role_table_grants where table_schema = 'public'
  union all select 'column grant', table_name || '.' || column_name || ' ' || grantee || ' ' || privilege_type
    from information_schema.column_privileges where table_schema = 'public'
  union all select 'bucket', id || ' ' || public || ' ' || coalesce(file_size_limit::text, '') from storage.buckets
  order by 1, 2`;

async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(fingerprintSql)).rows;
  } finally {
    await client.end();
  }
}

test('the migrations apply from zero, twice in a row on fresh databases, to the same schema', async () => {
  const { serverUrl } = inject('postgres');
  const first = await createDatabase(serverUrl, 'from_zero_1');
  const second = await createDatabase(serverUrl, 'from_zero_2');
  const report = await migrateDatabase(databaseUrls(first), projectDir);
  expect(report.applied.length).toBeGreaterThan(5);
  expect(report.seeded).toBe(true);
  expect((await migrateDatabase(databaseUrls(second), projectDir)).applied).toEqual(report.applied);
  expect(await fingerprint(second)).toEqual(await fingerprint(first));

  // Running again (the bootstrap included, as every stack start does) applies nothing, seeds
  // nothing and changes no privilege.
  const before = await fingerprint(first);
  expect(await migrateDatabase(databaseUrls(first), projectDir)).toEqual({ applied: [], seeded: false });
  expect(await fingerprint(first)).toEqual(before);
}, 60_000);
