import { describe, expect, test } from 'vitest';
import { LOCAL_JWT_SECRET } from '../config.ts';
import { signJwt } from '../jwt.ts';
import { restFetch, signedInClient } from './rest-clients.ts';
import { anonClient, serviceClient } from './testing.ts';

describe('PostgREST error shapes and statuses', () => {
  test('an unknown table is PGRST205 with status 404', async () => {
    const { error, status } = await anonClient().from('no_such_table').select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
      details: null,
      hint: null,
    });
  });

  test('insufficient privilege is 401 for anon and 403 for a signed-in user', async () => {
    const anon = await anonClient().from('audit_secrets').select();
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table audit_secrets' });
    const { client } = await signedInClient();
    const user = await client.from('audit_secrets').select();
    expect(user.status).toBe(403);
    expect(user.error?.code).toBe('42501');
  });

  test('constraint violations: unique and foreign key 409, not null and check 400', async () => {
    const service = serviceClient();
    const unique = await service.from('authors').insert({ name: 'Ted Chiang' });
    expect(unique.status).toBe(409);
    expect(unique.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "authors_name_key"',
      details: 'Key (name)=(Ted Chiang) already exists.',
    });
    const foreignKey = await service.from('books').insert({ title: 'Orphan', author_id: 9999 });
    expect(foreignKey.status).toBe(409);
    expect(foreignKey.error?.code).toBe('23503');
    const notNull = await service.from('books').insert({ author_id: 1 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const check = await anonClient()
      .from('guestbook')
      .insert({ message: 'x'.repeat(41) });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
  });

  test('a value of the wrong type is 22P02 with status 400', async () => {
    const { error, status } = await anonClient().from('books').select('id').eq('id', 'abc');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "abc"' });
  });

  test('select syntax that could smuggle SQL is refused as PGRST100', async () => {
    for (const select of ['id::text from audit_secrets', 'id;select 1', 'id)--']) {
      const response = await restFetch(`/books?select=${encodeURIComponent(select)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    }
  });

  test('invalid JSON bodies are PGRST102', async () => {
    const response = await restFetch('/tags', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
  });

  test.each([['books(count())'], ['books(id.sum())'], ['total:price.max()']])(
    'aggregate functions are refused as on Supabase: PGRST123 (%s)',
    async (select) => {
      const { error, status } = await anonClient().from('authors').select(select);
      expect(status).toBe(400);
      expect(error).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    },
  );

  test('schemas other than the exposed ones are PGRST106 with status 406', async () => {
    const { error, status } = await anonClient().schema('auth').from('users').select();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      details: null,
      hint: 'Only the following schemas are exposed: public, graphql_public, archive',
    });
  });

  test("config.toml's [api] schemas are exposed: tables and functions of another schema", async () => {
    const archive = anonClient().schema('archive');
    expect(await archive.from('old_books').select('title')).toMatchObject({
      status: 200,
      data: [{ title: "Rocannon's World" }],
    });
    expect(await archive.rpc('old_book_count')).toMatchObject({ status: 200, data: 1 });
  });
});

describe('what PostgREST does and the gateway does not: PGRST127 naming the feature', () => {
  const db = anonClient();
  test.each([
    ['The OpenAPI document (GET /rest/v1/) is', () => restFetch('/')],
    [
      "Ordering by an embedded resource's column (order=table(column)) is",
      () => restFetch('/books?select=title,authors!author_id(name)&order=authors(name)'),
    ],
    [
      'Filtering on an embedded resource inside or/and is',
      () =>
        restFetch('/books?select=title,authors!author_id(name)&or=(authors.name.eq.Ted%20Chiang,id.eq.1)'),
    ],
    [
      'limit and offset on PATCH and DELETE are',
      () =>
        restFetch('/manuscripts?id=gt.0&limit=1', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: '{"price": 1}',
        }),
    ],
    [
      'Calling a function with an array body (bulk call) is',
      () =>
        restFetch('/rpc/add_numbers', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '[{"a": 1, "b": 2}]',
        }),
    ],
    [
      'A CSV request body is',
      () =>
        restFetch('/guestbook', {
          method: 'POST',
          headers: { 'Content-Type': 'text/csv' },
          body: 'message\nhi',
        }),
    ],
  ])('%s not supported', async (feature, send) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: `${feature} not supported by the local gateway.`,
      hint: null,
    });
  });

  test('PUT is 405 PGRST117; the plan and GeoJSON media types are 406 PGRST107', async () => {
    const put = await restFetch('/settings?key=eq.fixed', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"key": "fixed", "value": 2}',
    });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ code: 'PGRST117', message: 'Unsupported HTTP method: PUT' });
    for (const accept of ['application/vnd.pgrst.plan+json', 'application/geo+json']) {
      const response = await restFetch('/books?select=id', { headers: { Accept: accept } });
      expect(response.status).toBe(406);
      expect(await response.json()).toMatchObject({ code: 'PGRST107' });
    }
  });

  test('through supabase-js too: an order on a referenced table column', async () => {
    const { error } = await db.from('books').select('title, authors!author_id(name)').order('authors(name)');
    expect(error?.code).toBe('PGRST127');
  });
});

describe('JWT', () => {
  test('an expired token is PGRST303 with status 401', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: 1 },
      LOCAL_JWT_SECRET,
    );
    const response = await restFetch('/books?select=id', { token });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await response.json()).toEqual({
      code: 'PGRST303',
      message: 'JWT expired',
      details: null,
      hint: null,
    });
  });

  test('a token signed with another secret is PGRST301 with status 401', async () => {
    const token = await signJwt({ role: 'service_role' }, 'another-secret-that-is-at-least-32-characters');
    const response = await restFetch('/books?select=id', { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PGRST301' });
  });

  test('the service role bypasses row-level security', async () => {
    const anonCount = await anonClient().from('guestbook').select('*', { count: 'exact', head: true });
    expect(anonCount.count).toBe(0);
    await anonClient().from('guestbook').insert({ message: 'counted' });
    const serviceCount = await serviceClient().from('guestbook').select('*', { count: 'exact', head: true });
    expect(serviceCount.count).toBeGreaterThanOrEqual(1);
  });
});
