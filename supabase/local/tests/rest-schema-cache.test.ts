import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../gateway/rest/schema-listener.ts';
import { anonClient, stack } from './testing.ts';

let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: stack().dbUrl });
  await admin.connect();
});
afterAll(() => admin.end());

/** Polls until the table answers through the API, as it will once the schema cache has it. */
async function eventuallyReadable(table: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { status, data } = await anonClient().from(table).select('label');
    if (status === 200) return data;
    if (Date.now() > deadline)
      throw new Error(`${table} never appeared in the schema cache (status ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function createTable(table: string) {
  await admin.query(`create table public.${table} (label text); insert into public.${table} values ('new')`);
  await admin.query(`grant select on public.${table} to anon`);
}

test('NOTIFY pgrst reloads the schema cache', async () => {
  const table = `late_table_${Date.now()}`;
  await createTable(table);
  expect((await anonClient().from(table).select()).error?.code).toBe('PGRST205');
  await admin.query(`notify pgrst, 'reload schema'`);
  expect(await eventuallyReadable(table)).toEqual([{ label: 'new' }]);
});

test('the cache reloads after its listening connection drops (as on db:reset)', async () => {
  const table = `after_reconnect_${Date.now()}`;
  await createTable(table);
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
    [LISTENER_APPLICATION_NAME],
  );
  expect(rowCount).toBe(1);
  expect(await eventuallyReadable(table)).toEqual([{ label: 'new' }]);
});
