import assert from 'node:assert/strict';
import { isEmailAddress, normalizeEmailAddress } from './email-address.ts';

Deno.test('isEmailAddress accepts dot-atom addresses with a real top-level domain, in any case', () => {
  for (const address of [
    'ana@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'brien@example.io",
    'a@b.xn--p1ai',
    'ANA@EXAMPLE.COM',
    `${'a'.repeat(64)}@example.com`,
    `a@${'b'.repeat(248)}.com`,
  ]) {
    assert.equal(isEmailAddress(address), true, address);
  }
});

Deno.test('isEmailAddress refuses what private.is_valid_email refuses', () => {
  for (const address of [
    'a..b@example.com',
    '.ana@example.com',
    'ana.@example.com',
    'ana@example',
    'ana@example.c',
    'ana@-example.com',
    'ana maría@example.com',
    ' ana@example.com',
    'maría@example.com',
    'ana@例え.jp',
    '"ana"@example.com',
    'a@b@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(249)}.com`,
    '',
  ]) {
    assert.equal(isEmailAddress(address), false, address);
  }
});

Deno.test('normalizeEmailAddress trims what private.normalize_email trims and lower-cases as Postgres', () => {
  assert.equal(normalizeEmailAddress(' \t\u00a0Ana@Example.COM\ufeff\n'), 'ana@example.com');
  assert.equal(normalizeEmailAddress('İnfo@example.com'), 'info@example.com');
  // An em space is not trimmed by the database, so the address stays invalid.
  assert.equal(isEmailAddress(normalizeEmailAddress('\u2003ana@example.com')), false);
});
