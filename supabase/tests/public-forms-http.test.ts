/**
 * The public forms' limits through the real REST gateway, as the browser calls them:
 * `rpc/join_waitlist` and `rpc/submit_contact` with the anon key. The client address is the one
 * the platform's edge reports (CF-Connecting-IP, docs/public-pages.md "Which client address is
 * trusted"): each visitor here connects from its own loopback address, and what a client writes
 * in those headers itself changes nothing.
 */

import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';
import { fetchFrom } from './testing/fetch-from.ts';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);

afterAll(() => stack?.stop());

/** A visitor's browser on its own address, calling a public function as supabase-js's rpc() does. */
const visitor = (address: string) => ({
  async rpc(name: string, args: object, headers: Record<string, string> = {}) {
    const response = await fetchFrom(address, `${stack.apiUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(args),
    });
    return { status: response.status, body: JSON.parse(response.text || 'null'), headers: response.headers };
  },
});

test('the waitlist: the same answer for a listed address; the 11th sign-up of an hour is 429 with Retry-After', async () => {
  const browser = visitor('127.0.0.50');
  const first = await browser.rpc('join_waitlist', { email: 'listed@example.com' });
  const again = await browser.rpc('join_waitlist', { email: 'listed@example.com' });
  expect([first.body, again.body]).toEqual(['received', 'received']);
  for (let n = 2; n < 10; n++) {
    expect((await browser.rpc('join_waitlist', { email: `reader-${n}@example.com` })).status).toBe(200);
  }
  const refused = await browser.rpc('join_waitlist', { email: 'one-more@example.com' });
  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(refused.body).toMatchObject({ code: 'rate_limited' });
  // attack: the headers a client writes itself do not make it another visitor.
  const forged = await browser.rpc(
    'join_waitlist',
    { email: 'forged@example.com' },
    { 'CF-Connecting-IP': '203.0.113.99', 'X-Forwarded-For': '198.51.100.7' },
  );
  expect(forged.status).toBe(429);
  expect((await visitor('127.0.0.51').rpc('join_waitlist', { email: 'next-door@example.com' })).body).toBe(
    'received',
  );
}, 60_000);

test('the contact form: the 6th request of an hour from one address is 429', async () => {
  const browser = visitor('127.0.0.60');
  const send = () =>
    browser.rpc('submit_contact', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
  for (let n = 0; n < 5; n++) expect((await send()).status).toBe(200);
  const refused = await send();
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ code: 'rate_limited' });
}, 60_000);
