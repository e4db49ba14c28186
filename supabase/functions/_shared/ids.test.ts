import assert from 'node:assert/strict';
import { isCanonicalUuid, isUuid } from './ids.ts';

Deno.test('isUuid: the shape Postgres reads, any case; isCanonicalUuid: lower case only', () => {
  const id = '0b7e2f6a-3c1d-4e5f-8a9b-0c1d2e3f4a5b';
  assert.equal(isUuid(id), true);
  assert.equal(isUuid(id.toUpperCase()), true);
  for (const bad of ['', 'x', `${id}0`, id.replaceAll('-', ''), ` ${id}`, 42, null, undefined]) {
    assert.equal(isUuid(bad), false, String(bad));
  }
  assert.equal(isCanonicalUuid(id), true);
  assert.equal(isCanonicalUuid(id.toUpperCase()), false);
});
