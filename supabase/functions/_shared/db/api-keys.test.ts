import assert from 'node:assert/strict';
import { publishableKey, secretKey, secretKeys } from './api-keys.ts';

const LEGACY = { SUPABASE_ANON_KEY: 'eyJ.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service' };

Deno.test('the new keys are preferred, their default first', () => {
  const env = {
    ...LEGACY,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ web: 'sb_publishable_web', default: 'sb_publishable_1' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ cron: 'sb_secret_cron', default: 'sb_secret_1' }),
  };
  assert.equal(publishableKey(env), 'sb_publishable_1');
  assert.equal(secretKey(env), 'sb_secret_1');
  // Every secret key stands for the service role, and so does the legacy key while it is set.
  assert.deepEqual(secretKeys(env), ['sb_secret_1', 'sb_secret_cron', 'eyJ.service']);
});

Deno.test('a map without a default: its first key', () => {
  const env = { SUPABASE_SECRET_KEYS: JSON.stringify({ functions: 'sb_secret_f' }) };
  assert.equal(secretKey(env), 'sb_secret_f');
  assert.equal(publishableKey(env), undefined);
});

Deno.test('without the new keys (the local stack, older projects), the legacy keys', () => {
  assert.equal(publishableKey(LEGACY), 'eyJ.anon');
  assert.equal(secretKey(LEGACY), 'eyJ.service');
  assert.deepEqual(secretKeys(LEGACY), ['eyJ.service']);
});

Deno.test('only the new keys (legacy keys turned off)', () => {
  const env = {
    SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_1"}',
    SUPABASE_SECRET_KEYS: '{"default":"sb_secret_1"}',
  };
  assert.equal(publishableKey(env), 'sb_publishable_1');
  assert.deepEqual(secretKeys(env), ['sb_secret_1']);
});

Deno.test('empty, blank, malformed or non-string maps fall back; nothing at all is undefined', () => {
  for (const broken of [
    '',
    '  ',
    '{not json',
    '[]',
    '"sb_secret_1"',
    'null',
    '{"default":""}',
    '{"default":42}',
  ]) {
    const env = { ...LEGACY, SUPABASE_PUBLISHABLE_KEYS: broken, SUPABASE_SECRET_KEYS: broken };
    assert.equal(publishableKey(env), 'eyJ.anon', broken);
    assert.equal(secretKey(env), 'eyJ.service', broken);
  }
  assert.equal(publishableKey({}), undefined);
  assert.equal(secretKey({ SUPABASE_SERVICE_ROLE_KEY: ' ' }), undefined);
  assert.deepEqual(secretKeys({}), []);
});
