import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { verifyJwtSettings } from '../gateway/functions/function-settings.ts';

const dir = mkdtempSync(join(tmpdir(), 'function-settings-'));
const writeConfig = (toml: string) => writeFileSync(join(dir, 'config.toml'), toml);

afterEach(() => rmSync(join(dir, 'config.toml'), { force: true }));

test('verify_jwt per function from config.toml, default true; an edit applies at the next request', () => {
  writeConfig(
    [
      '[functions.open-one]',
      'verify_jwt = false # checks its callers itself',
      '[functions."quoted-one"]',
      'verify_jwt = false',
      '[functions.closed-one]',
      'verify_jwt = true',
      '[functions.unset-one]',
      'import_map = "x"',
      '[auth]',
      'verify_jwt = false',
    ].join('\n'),
  );
  const verifiesJwt = verifyJwtSettings(dir);
  expect(['open-one', 'quoted-one', 'closed-one', 'unset-one', 'auth', 'absent'].map(verifiesJwt)).toEqual([
    false,
    false,
    true,
    true,
    true,
    true,
  ]);

  writeConfig('[functions.open-one]\nverify_jwt = true\n[functions.closed-one]\nverify_jwt = false\n');
  expect(verifiesJwt('open-one')).toBe(true);
  expect(verifiesJwt('closed-one')).toBe(false);

  rmSync(join(dir, 'config.toml'));
  expect(verifiesJwt('closed-one')).toBe(true);
});
