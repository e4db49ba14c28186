import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { restFetch, signedInClient } from './rest-clients.ts';
import { serviceClient } from './testing.ts';

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** supabase-js types maxAffected for clients declared for PostgREST 13+; the test clients are untyped. */
const maxAffected = <T>(builder: T, rows: number): T =>
  (builder as unknown as { maxAffected(rows: number): T }).maxAffected(rows);

/** A manuscript of its own for one test, so parallel files never share rows. */
async function newManuscript(client: Awaited<ReturnType<typeof signedInClient>>['client'], title: string) {
  const { data } = await client.from('manuscripts').insert({ title, author_id: 1 }).select('id').single();
  return data?.id as number;
}

describe('Prefer: tx=rollback', () => {
  // Hosted Supabase commits every request (db-tx-end = commit), so rolling back here would let a
  // test pass that writes in production: the gateway refuses the preference, and writes nothing.
  test('is refused as not supported, and the delete does not happen', async () => {
    const { client } = await signedInClient();
    const title = unique('kept');
    const id = await newManuscript(client, title);
    const deleted = await client.from('manuscripts').delete().eq('id', id).select('title').rollback();
    expect(deleted).toMatchObject({ status: 400, data: null, error: { code: 'PGRST127' } });
    expect(deleted.error?.details).toMatch(/db-tx-end/);
    const { data } = await client.from('manuscripts').select('title').eq('id', id);
    expect(data).toEqual([{ title }]);
  });

  test('tx=commit changes nothing and is not reported as applied', async () => {
    const { client, token } = await signedInClient();
    const id = await newManuscript(client, unique('committed'));
    const response = await restFetch(`/manuscripts?id=eq.${id}`, {
      method: 'DELETE',
      token,
      headers: { Prefer: 'tx=commit, return=minimal' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('preference-applied')).toBe('return=minimal');
    expect((await client.from('manuscripts').select('id').eq('id', id)).data).toEqual([]);
  });
});

describe('upsert statuses', () => {
  test('201 when a row is inserted, 200 when every row merged into an existing one', async () => {
    const { client } = await signedInClient();
    const key = unique('status');
    const inserted = await client.from('settings').upsert({ key, value: 1 }).select('value');
    expect(inserted).toMatchObject({ status: 201, data: [{ value: 1 }] });
    const merged = await client.from('settings').upsert({ key, value: 2 }).select('value');
    expect(merged).toMatchObject({ status: 200, statusText: 'OK', data: [{ value: 2 }] });
    const mergedMinimal = await client.from('settings').upsert({ key, value: 3 });
    expect(mergedMinimal.status).toBe(200);
    const mixed = await client.from('settings').upsert([
      { key, value: 4 },
      { key: unique('status'), value: 5 },
    ]);
    expect(mixed.status).toBe(201);
  });
});

describe('Prefer: max-affected', () => {
  test('an update within the limit is applied; beyond it PGRST124 and nothing changes', async () => {
    const { client } = await signedInClient();
    const title = unique('limited');
    const ids = [await newManuscript(client, title), await newManuscript(client, title)];
    const within = await maxAffected(
      client.from('manuscripts').update({ price: 1 }).eq('id', ids[0]),
      2,
    ).select('price');
    expect(within).toMatchObject({ status: 200, error: null, data: [{ price: 1 }] });

    const beyond = await maxAffected(client.from('manuscripts').update({ price: 2 }).eq('title', title), 1);
    expect(beyond.status).toBe(400);
    expect(beyond.error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 2 rows',
      hint: null,
    });
    const { data } = await client.from('manuscripts').select('price').in('id', ids).order('id');
    expect(data).toEqual([{ price: 1 }, { price: null }]);
  });

  test('a delete beyond the limit deletes nothing; without handling=strict the limit is ignored', async () => {
    const { client, token } = await signedInClient();
    const title = unique('guarded');
    await newManuscript(client, title);
    await newManuscript(client, title);
    const refused = await maxAffected(client.from('manuscripts').delete().eq('title', title), 1);
    expect(refused.error?.code).toBe('PGRST124');
    expect((await client.from('manuscripts').select('id').eq('title', title)).data).toHaveLength(2);

    const lenient = await restFetch(`/manuscripts?title=eq.${title}`, {
      method: 'DELETE',
      token,
      headers: { Prefer: 'max-affected=1' },
    });
    expect(lenient.status).toBe(204);
    expect(lenient.headers.get('preference-applied')).toBeNull();
  });

  test('a function returning one row is PGRST128', async () => {
    const { error, status } = await maxAffected(serviceClient().rpc('add_numbers', { a: 1, b: 2 }), 1);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST128');
  });
});

describe('Preference-Applied and unsupported preferences', () => {
  test('listed in PostgREST order, only those the action honours', async () => {
    const response = await restFetch('/authors?select=id&id=eq.1', {
      headers: { Prefer: 'handling=lenient, count=exact, return=representation, missing=default' },
    });
    expect(response.headers.get('preference-applied')).toBe('count=exact, handling=lenient');
  });

  test('handling=strict refuses unknown preferences with PGRST122', async () => {
    const response = await restFetch('/authors?select=id', {
      headers: { Prefer: 'handling=strict, foo=bar' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: foo=bar',
      hint: null,
    });
  });

  test('return=headers-only answers 201 with the Location of the new row', async () => {
    const { token } = await signedInClient();
    const key = unique('located');
    const response = await restFetch('/settings', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ key, value: 1 }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`/settings?key=eq.${key}`);
  });

  test('timezone is refused with PGRST127 rather than answered in UTC', async () => {
    const response = await restFetch('/authors?select=id', { headers: { Prefer: 'timezone=America/Lima' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'The timezone preference is not supported by the local gateway.',
      hint: null,
    });
  });
});
