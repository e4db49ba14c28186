import assert from 'node:assert/strict';
import { usesLocalCheckout } from '../billing/environment.ts';
import { usesLocalMailbox } from '../webhooks/webhook-secret.ts';
import { isLocalStackUrl } from './local-stack-url.ts';

Deno.test('local: this machine, and the Supabase CLI names of its gateway inside Docker', () => {
  for (const url of [
    'http://127.0.0.1:54321',
    'http://127.0.0.2:54321',
    'http://localhost:54321',
    'http://api.localhost',
    'http://[::1]:54321',
    // `supabase start` (CLI 2.x and 3.x): functions get SUPABASE_URL=http://kong:8000.
    'http://kong:8000',
    'http://KONG:8000/',
    'http://api.supabase.internal:8000',
    // The CLI's Docker edge runtime reaching a stack on the host.
    'http://host.docker.internal:54321',
  ]) {
    assert.equal(isLocalStackUrl(url), true, url);
  }
});

Deno.test('never local: hosted projects, look-alikes, nothing', () => {
  for (const url of [
    'https://abcdefghijklmnopqrst.supabase.co',
    'https://kong.supabase.co',
    'https://api.supabase.internal.supabase.co',
    'https://host.docker.internal.example.com',
    'https://kong.example.com',
    'https://localhost.example.com',
    'https://127.0.0.1.nip.io',
    'https://api.pitchcraft.example',
    'http://10.0.0.5:8000',
    'kong:8000',
    'not a url',
    '',
    undefined,
  ]) {
    assert.equal(isLocalStackUrl(url), false, String(url));
  }
});

Deno.test('under `supabase start` without keys the stand-ins run; on a hosted project never', () => {
  const cli = { SUPABASE_URL: 'http://kong:8000' };
  assert.equal(usesLocalCheckout(cli), true);
  assert.equal(usesLocalMailbox(cli), true);
  const hosted = { SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' };
  assert.equal(usesLocalCheckout(hosted), false);
  assert.equal(usesLocalMailbox(hosted), false);
  // A key always wins, locally too.
  assert.equal(usesLocalCheckout({ ...cli, STRIPE_SECRET_KEY: 'sk_test_1' }), false);
  assert.equal(usesLocalMailbox({ ...cli, RESEND_API_KEY: 're_live_1' }), false);
});
