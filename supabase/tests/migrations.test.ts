import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

test('page_daily_activity starts from the quarters counted before it, deleted leads included', async () => {
  const { serverUrl } = inject('postgres');
  const url = await createDatabase(serverUrl, 'page_days_backfill');
  // A project of the migrations before the daily rows.
  const before = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  mkdirSync(join(before, 'migrations'));
  for (const file of readdirSync(join(projectDir, 'migrations')).filter((f) => f < '20261203200000')) {
    symlinkSync(join(projectDir, 'migrations', file), join(before, 'migrations', file));
  }
  await migrateDatabase(databaseUrls(url), before);

  const client = new pg.Client({ connectionString: databaseUrls(url).url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into public.workspaces (name) values ('Before') returning id`,
    );
    const workspace = rows[0].id as string;
    const page = await client.query(
      `insert into public.campaigns (workspace_id, kind, name, content, slug, status, template)
       values ($1, 'page', 'Page', '{"sections": []}', 'backfilled', 'published', 'solid') returning id`,
      [workspace],
    );
    const id = page.rows[0].id as string;
    await client.query(
      `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status, current_period_end)
       values ($1, $2, 'basic', 'active', now() + interval '30 days')`,
      [workspace, id],
    );
    await client.query(
      `insert into public.page_events (workspace_id, page_id, type, source, occurred_at)
       select $1, $2, case when n % 4 = 0 then 'form_start' else 'view' end::public.page_event_type,
              (array['direct', 'news.example.com'])[1 + n % 2], now() - n * interval '37 minutes'
       from generate_series(0, 300) n`,
      [workspace, id],
    );
    await client.query(
      `insert into public.leads (campaign_id, first_name, last_name, email, source, created_at)
       select $1, 'Lee', 'Lead', 'lead-' || n || '@example.com', 'direct', now() - n * interval '5 hours'
       from generate_series(0, 9) n`,
      [id],
    );
    await client.query(`delete from public.leads where email = 'lead-3@example.com'`);

    expect((await migrateDatabase(databaseUrls(url), projectDir)).applied).toContain(
      '20261203200000_page_daily_activity.sql',
    );
    const days = await client.query(
      `select day::text, source, views, form_starts, leads from public.page_daily_activity where page_id = $1 order by 1, 2`,
      [id],
    );
    const quarters = await client.query(
      `select (quarter at time zone 'UTC')::date::text as day, source, sum(views)::int as views,
              sum(form_starts)::int as form_starts, sum(leads)::int as leads
       from public.page_activity where page_id = $1 group by 1, 2 order by 1, 2`,
      [id],
    );
    expect(days.rows).toEqual(quarters.rows);
    // 301 events and 10 leads, the deleted one still counted.
    const total = days.rows.reduce((sum, r) => sum + r.views + r.form_starts + r.leads, 0);
    expect(total).toBe(311);
  } finally {
    await client.end();
    rmSync(before, { recursive: true, force: true });
  }
}, 60_000);
