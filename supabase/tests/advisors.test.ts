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

test('security definer functions in public are few and listed', async () => {
  const found = await rows(`
    select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prosecdef order by 1`);
  expect(found.map((row) => row.proname)).toEqual([
    'accept_invitation',
    'check_slug',
    'create_workspace',
    'hit_rate_limit',
    'join_waitlist',
    'lookup_invitation',
    'renew_invitation',
    'ship_campaign',
    'submit_contact',
    'transfer_workspace_ownership',
    'use_plan_recipients',
  ]);
});
