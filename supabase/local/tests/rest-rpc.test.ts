import { describe, expect, test } from 'vitest';
import { signedInClient } from './rest-clients.ts';
import { anonClient, stack } from './testing.ts';

const db = anonClient();

describe('rpc', () => {
  test('a scalar function by POST and by GET', async () => {
    expect(await db.rpc('add_numbers', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await db.rpc('add_numbers', { a: 4, b: 5 }, { get: true })).data).toBe(9);
  });

  test('a set-returning function with filters, order, select and embedding', async () => {
    const { data, error } = await db
      .rpc('books_by_author', { author_name: 'Ursula K. Le Guin' })
      .select('title, editor:authors!editor_id(name)')
      .not('editor_id', 'is', null)
      .order('title');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: 'A Wizard of Earthsea', editor: { name: 'Octavia E. Butler' } },
      { title: 'The Dispossessed', editor: { name: 'Ted Chiang' } },
    ]);
  });

  test('count and single on function results', async () => {
    const counted = await db
      .rpc('books_by_author', { author_name: 'Octavia E. Butler' }, { count: 'exact' })
      .select('id');
    expect(counted.count).toBe(2);
    const head = await db.rpc(
      'books_by_author',
      { author_name: 'Ursula K. Le Guin' },
      { head: true, count: 'exact' },
    );
    expect(head).toMatchObject({ data: null, count: 3, status: 200 });
    const single = await db.rpc('books_by_author', { author_name: 'Ted Chiang' }).select('title').single();
    expect(single.data).toEqual({ title: 'Stories of Your Life and Others' });
  });

  test('setof scalar, OUT parameters, variadic and array arguments', async () => {
    expect((await db.rpc('book_titles')).data).toHaveLength(6);
    expect((await db.rpc('author_stats', { author: 1 })).data).toEqual({ book_count: 3, total_price: 36.49 });
    expect((await db.rpc('sum_all', { numbers: [1, 2, 3] })).data).toBe(6);
    expect((await db.rpc('sum_all', { numbers: [4, 5] }, { get: true })).data).toBe(9);
  });

  test('a scalar counts as one row: count exact answers 1', async () => {
    const result = await db.rpc('add_numbers', { a: 1, b: 1 }, { count: 'exact' });
    expect(result).toMatchObject({ data: 2, count: 1, status: 200 });
  });

  test('a function returning one row answers an object, or null when filters leave none', async () => {
    const found = await db.rpc('book_by_id', { book_id: 4 }).select('title');
    expect(found).toMatchObject({ status: 200, error: null, data: { title: 'Kindred' } });
    const filtered = await db.rpc('book_by_id', { book_id: 4 }).select('title').eq('title', 'nope');
    expect(filtered).toMatchObject({ status: 200, error: null, data: null });
  });

  test('two overloads that both fit are PGRST203, listed as PostgREST orders them', async () => {
    const { error, status } = await db.rpc('pick');
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(b => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  test('overloads are chosen by argument names', async () => {
    expect((await db.rpc('greet', { name: 'Ann' })).data).toBe('Hello, Ann');
    expect((await db.rpc('greet', { name: 'Ann', greeting: 'Hi' })).data).toBe('Hi, Ann');
  });

  test('a function of one unnamed jsonb parameter receives the whole body', async () => {
    const body = { nested: [1, { deep: true }] };
    expect((await db.rpc('echo_json', body)).data).toEqual(body);
  });

  test('the caller identity is visible to functions', async () => {
    const { client, userId } = await signedInClient();
    expect((await client.rpc('whoami')).data).toEqual({ role: 'authenticated', uid: userId });
    expect((await db.rpc('whoami')).data).toEqual({ role: 'anon', uid: null });
  });

  test('a void function answers 204 with no data', async () => {
    expect(await db.rpc('sign_guestbook', { message: 'from rpc' })).toMatchObject({
      data: null,
      error: null,
      status: 204,
    });
  });

  test('GET runs read-only: a writing function fails with 25006 and status 405', async () => {
    const { error, status } = await db.rpc('sign_guestbook', { message: 'by get' }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
  });

  test('raised errors keep their message, hint and status', async () => {
    const raised = await db.rpc('fail_with', { message: 'Out of stock' });
    expect(raised.status).toBe(400);
    expect(raised.error).toEqual({
      code: 'P0001',
      message: 'Out of stock',
      details: null,
      hint: 'Raised on purpose',
    });
    const custom = await db.rpc('fail_payment_required');
    expect(custom.status).toBe(402);
    expect(custom.error).toMatchObject({ code: 'PT402', message: 'Payment required' });
    const pgrst = await db.rpc('teapot');
    expect(pgrst.status).toBe(418);
    expect(pgrst.error).toEqual({
      code: 'TEA01',
      message: 'I am a teapot',
      details: 'Short and stout',
      hint: 'Tip me over',
    });
  });

  test('response.status and response.headers set by a function', async () => {
    const { apiUrl, anonKey } = stack();
    const response = await fetch(`${apiUrl}/rest/v1/rpc/accepted_with_header`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('x-job')).toBe('queued');
    expect(await response.json()).toBe(7);
  });

  test('an unknown function is PGRST202 with status 404', async () => {
    const { error, status } = await db.rpc('no_such_function', { a: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(a) in the schema cache',
    });
  });
});
