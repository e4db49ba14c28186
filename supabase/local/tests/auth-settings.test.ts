import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { defaultAuthSettings, readAuthSettings } from '../gateway/auth/auth-settings.ts';
import { stack } from './testing.ts';

test("the auth settings are read from config.toml's [auth] and [auth.email]", () => {
  const dir = mkdtempSync(join(tmpdir(), 'auth-settings-'));
  try {
    writeFileSync(
      join(dir, 'config.toml'),
      `[auth]
site_url = "http://127.0.0.1:5173"
additional_redirect_urls = ["https://pitchcraft.example/**", 'http://preview.local']
refresh_token_reuse_interval = 0 # seconds
minimum_password_length = 8
password_requirements = "lower_upper_letters_digits"

[auth.email]
enable_confirmations = true
otp_expiry = 600

[auth.sms]
enable_confirmations = false
`,
    );
    expect(readAuthSettings(dir)).toEqual({
      confirmEmail: true,
      enableSignup: true,
      refreshTokenReuseInterval: 0,
      otpExpiry: 600,
      minimumPasswordLength: 8,
      passwordRequiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
      additionalRedirectUrls: ['https://pitchcraft.example/**', 'http://preview.local'],
    });
    expect(readAuthSettings(join(dir, 'missing'))).toEqual(defaultAuthSettings);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('GET /settings reports the local defaults', async () => {
  const response = await fetch(`${stack().apiUrl}/auth/v1/settings`, {
    headers: { apikey: stack().anonKey },
  });
  expect(await response.json()).toMatchObject({
    external: { email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: true,
  });
  const health = await fetch(`${stack().apiUrl}/auth/v1/health`);
  expect(await health.json()).toMatchObject({ name: 'GoTrue' });
});
