/**
 * The public forms' limits through the real REST gateway, as the browser calls them: supabase-js
 * with the anon key, `rpc('join_waitlist' | 'submit_contact')`. The client address comes from the
 * request's headers (CF-Connecting-IP on hosted Supabase), set here as Cloudflare would.
 */

import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningStack } from '../local/stack.ts';
import { startTestStack } from '../local/testing/test-stack.ts';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 90_000);

afterAll(() => stack?.stop());

/** A visitor's browser behind one address. */
const visitor = (address: string) =>
  createClient(stack.apiUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { 'CF-Connecting-IP': address } },
  });

test('the waitlist: the same answer for a listed address; the 11th sign-up of an hour is 429 with Retry-After', async () => {
  const browser = visitor('203.0.113.50');
  const first = await browser.rpc('join_waitlist', { email: 'listed@example.com' });
  const again = await browser.rpc('join_waitlist', { email: 'listed@example.com' });
  expect([first.data, again.data]).toEqual(['received', 'received']);
  for (let n = 2; n < 10; n++) {
    expect((await browser.rpc('join_waitlist', { email: `reader-${n}@example.com` })).status).toBe(200);
  }
  const response = await fetch(`${stack.apiUrl}/rest/v1/rpc/join_waitlist`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'CF-Connecting-IP': '203.0.113.50',
    },
    body: JSON.stringify({ email: 'one-more@example.com' }),
  });
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(await response.json()).toMatchObject({ code: 'rate_limited' });
  // What the app reads: the status.
  const refused = await browser.rpc('join_waitlist', { email: 'and-another@example.com' });
  expect(refused.status).toBe(429);
  expect((await visitor('203.0.113.51').rpc('join_waitlist', { email: 'next-door@example.com' })).data).toBe(
    'received',
  );
}, 60_000);

test('the contact form: the 6th request of an hour from one address is 429', async () => {
  const browser = visitor('203.0.113.60');
  const send = () =>
    browser.rpc('submit_contact', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });
  for (let n = 0; n < 5; n++) expect((await send()).status).toBe(200);
  const refused = await send();
  expect(refused.status).toBe(429);
  expect(refused.error?.code).toBe('rate_limited');
}, 60_000);
