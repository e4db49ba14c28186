import { describe, expect, test } from 'vitest';
import { restFetch, signedInClient } from './rest-clients.ts';

/**
 * /rest/v1 is answered straight from node:http for plain paths (`/rest/v1/books`) and through the
 * Hono app for the rest, e.g. a percent-encoded name (`/rest/v1/%62ooks`, the same table). Both
 * must answer byte for byte alike: status, every header but Date, body.
 */
async function answer(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await restFetch(path, init);
  const headers = [...response.headers].filter(([name]) => name !== 'date');
  return { status: response.status, headers, body: await response.text() };
}

const ORIGIN = { Origin: 'http://app.test' };

describe('the direct and the Hono HTTP layer answer alike', () => {
  test.each([
    ['a read with an origin', '/books?select=id,title&id=eq.1', { headers: ORIGIN }],
    ['a counted range', '/books?select=id&order=id', { headers: { Prefer: 'count=exact', Range: '0-1' } }],
    ['a HEAD', '/books?select=id', { method: 'HEAD' }],
    ['CSV', '/books?select=id,title&id=lt.3', { headers: { Accept: 'text/csv' } }],
    [
      'one object',
      '/books?select=title&id=eq.2',
      { headers: { Accept: 'application/vnd.pgrst.object+json' } },
    ],
    ['an unknown column', '/books?select=nope', {}],
    ['an unknown media type', '/books', { headers: { Accept: 'image/png' } }],
    ['a forged token', '/books', { token: 'a.b.c' }],
    ['a refused write', '/books', { method: 'DELETE' }],
    ['PUT', '/books', { method: 'PUT', body: '{}' }],
  ] as const)('%s', async (_, path, init) => {
    const direct = await answer(path, init);
    expect(await answer(path.replace('/books', '/%62ooks'), init)).toEqual(direct);
  });

  test('a function call', async () => {
    const init = { method: 'POST', body: JSON.stringify({ a: 1, b: 2 }), headers: ORIGIN };
    const direct = await answer('/rpc/add_numbers', init);
    expect(direct.body).toBe('3');
    expect(await answer('/rpc/add_%6eumbers', init)).toEqual(direct);
  });

  test('a write with its representation', async () => {
    const { token } = await signedInClient();
    const write = (title: string) => ({
      method: 'POST',
      token,
      body: JSON.stringify({ title, author_id: 1 }),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
    });
    const direct = await answer('/manuscripts?select=title', write('alike'));
    expect(direct).toMatchObject({ status: 201, body: '[{"title":"alike"}]' });
    expect(await answer('/%6danuscripts?select=title', write('alike'))).toEqual(direct);
  });
});
