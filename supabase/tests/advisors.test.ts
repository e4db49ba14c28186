import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';

/** Supabase's database advisors (security and performance lints), as SQL over the catalog. */
const db = testDatabase();

const rows = async (sql: string) => (await db.admin.query(sql)).rows;

test('every table in public has row-level security on', async () => {
  expect(
    await rows(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`),
  ).toEqual([]);
});

test('no policy sits on a table without row-level security', async () => {
  expect(
    await rows(`
      select p.schemaname, p.tablename, p.policyname from pg_policies p
      join pg_class c on c.relname = p.tablename
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
      where not c.relrowsecurity`),
  ).toEqual([]);
});

test('tables with RLS on and no policy are exactly the service-only ones', async () => {
  const found = await rows(`
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
      and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname)
    order by 1`);
  expect(found.map((row) => row.relname)).toEqual(['contact_requests', 'waitlist', 'webhook_events']);
});

test('no view in an exposed schema runs as its owner (security definer view)', async () => {
  expect(
    await rows(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce(c.reloptions @> array['security_invoker=true'], false)`),
  ).toEqual([]);
});

test('auth.users is exposed through no view or materialized view in public', async () => {
  expect(
    await rows(`
      select distinct v.relname from pg_depend d
      join pg_rewrite r on r.oid = d.objid
      join pg_class v on v.oid = r.ev_class
      join pg_namespace vn on vn.oid = v.relnamespace
      where d.refobjid = 'auth.users'::regclass and vn.nspname = 'public'`),
  ).toEqual([]);
});

test('every function in public and private has a fixed search_path', async () => {
  expect(
    await rows(`
      select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
  ).toEqual([]);
});

test('no function in public or private is executable by PUBLIC', async () => {
  expect(
    await rows(`
      select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and has_function_privilege('public', p.oid, 'execute')`),
  ).toEqual([]);
});

test('every foreign key is covered by an index whose leading columns are the key', async () => {
  expect(
    await rows(`
      select c.conrelid::regclass::text as tbl, c.conname from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname in ('public', 'private')
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (select array_agg(k order by k) from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) k)
              = (select array_agg(k order by k) from unnest(c.conkey) k)
        )`),
  ).toEqual([]);
});

test('policies call auth.uid(), auth.role() and auth.jwt() through (select …), once per statement', async () => {
  const policies = await rows(`
    select schemaname, tablename, policyname, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
    from pg_policies where schemaname in ('public', 'storage')`);
  expect(policies.length).toBeGreaterThan(40);
  const bare = policies.filter(({ expr }) => {
    const calls = expr.match(/auth\.(uid|role|jwt)\(\)/g)?.length ?? 0;
    const wrapped = expr.match(/SELECT auth\.(uid|role|jwt)\(\) AS/g)?.length ?? 0;
    return calls !== wrapped;
  });
  expect(bare).toEqual([]);
});

test('policies name the roles they apply to (never PUBLIC)', async () => {
  expect(
    await rows(`
      select tablename, policyname from pg_policies
      where schemaname in ('public', 'storage') and roles @> array['public']::name[]`),
  ).toEqual([]);
});

test('no function in public runs as its owner: the definer bodies live in private', async () => {
  const found = await rows(`
    select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosecdef order by 1`);
  expect(found.map((row) => row.proname)).toEqual([]);
});

/** The schemas PostgREST exposes (config.toml's [api] schemas); hosted Supabase sets them as `pgrst.db_schemas`. */
const exposedSchemas = (() => {
  const config = readFileSync(join(import.meta.dirname, '..', 'config.toml'), 'utf8');
  const api = config.slice(config.indexOf('[api]'));
  const list = /^schemas\s*=\s*\[([^\]]*)\]/m.exec(api)?.[1] ?? '';
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]).join(', ');
})();

/** Runs one of Supabase's lints (github.com/supabase/splinter, lints/*.sql) with the exposed schemas set. */
async function lint(sql: string) {
  const client = await db.admin.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('pgrst.db_schemas', $1, true)`, [exposedSchemas]);
    return (await client.query(sql)).rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** Lints 0028 and 0029: splinter's query, for the `anon` or the `authenticated` role. */
const securityDefinerExecutableBy = (role: 'anon' | 'authenticated') => `
  select n.nspname as schema_name, p.proname as function_name,
         pg_catalog.pg_get_function_identity_arguments(p.oid) as function_args
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on p.pronamespace = n.oid
  join pg_catalog.pg_language l on p.prolang = l.oid
  where p.prosecdef = true
    and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')
    and n.nspname = any(array(select trim(unnest(string_to_array(current_setting('pgrst.db_schemas', 't'), ',')))))
    and n.nspname not in (
      '_timescaledb_cache', '_timescaledb_catalog', '_timescaledb_config', '_timescaledb_internal', 'auth', 'cron',
      'extensions', 'graphql', 'graphql_public', 'information_schema', 'net', 'pgmq', 'pgroonga', 'pgsodium',
      'pgsodium_masks', 'pgtle', 'pgbouncer', 'pg_catalog', 'realtime', 'repack', 'storage', 'supabase_functions',
      'supabase_migrations', 'tiger', 'topology', 'vault'
    )
  order by schema_name, function_name, function_args`;

test('lint 0028 anon_security_definer_function_executable finds nothing', async () => {
  expect(exposedSchemas).toContain('public');
  expect(await lint(securityDefinerExecutableBy('anon'))).toEqual([]);
});

test('lint 0029 authenticated_security_definer_function_executable finds nothing', async () => {
  expect(await lint(securityDefinerExecutableBy('authenticated'))).toEqual([]);
});

test('lint 0025 public_bucket_allows_listing finds nothing', async () => {
  expect(await rows(`select id from storage.buckets where public order by 1`)).toEqual([
    { id: 'images' },
    { id: 'logos' },
    { id: 'pages' },
  ]);
  // splinter's query, reading storage.buckets directly (the lint goes through query_to_xml only so
  // that it loads where storage is not installed).
  const found = await lint(String.raw`
    with public_buckets as (
      select id as bucket_id, name as bucket_name from storage.buckets where public = true
    )
    select b.bucket_id, p.policyname
    from public_buckets b
    join pg_catalog.pg_policies p
      on p.schemaname = 'storage' and p.tablename = 'objects'
      and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
      and p.roles && array['public'::name, 'anon'::name, 'authenticated'::name]
    where p.qual is null
      or replace(replace(replace(lower(p.qual), ' ', ''), E'\n', ''), E'\t', '') in ('true', '(true)', '1=1', '(1=1)')
      or exists (
        select 1
        from pg_catalog.regexp_match(
          p.qual,
          $re$\A\s*\(*\s*bucket_id\s*=\s*('(?:[^']|'')*')(\s*::\s*[[:alnum:]_\.]+)?\s*\)*\s*\Z$re$,
          'i'
        ) as bucket_match(matches)
        where bucket_match.matches[1] = '''' || replace(b.bucket_id, '''', '''''') || ''''
      )
    order by 1, 2`);
  expect(found).toEqual([]);
});
