import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requiredCharacterSets } from './passwords.ts';

/** The part of GoTrue's configuration the local auth honours, read from the project's config.toml. */
export interface AuthSettings {
  /** `[auth.email] enable_confirmations`: sign-ups wait for the emailed link before a session. */
  confirmEmail: boolean;
  /** `[auth] enable_signup`. */
  enableSignup: boolean;
  /** `[auth] refresh_token_reuse_interval`, seconds a rotated refresh token may still be presented. */
  refreshTokenReuseInterval: number;
  /** `[auth.email] otp_expiry`, seconds an emailed link or code stays valid. */
  otpExpiry: number;
  /** `[auth] minimum_password_length` (GoTrue counts bytes). */
  minimumPasswordLength: number;
  /**
   * `[auth] password_requirements` as GoTrue's required character sets: a password holds at least
   * one character of each (`lower_upper_letters_digits` → lower case, upper case, digits).
   */
  passwordRequiredCharacters: string[];
  /** `[auth] additional_redirect_urls`: where links may send users besides the site URL. */
  additionalRedirectUrls: string[];
}

/** The Supabase CLI's defaults for a new project, except confirmations: off locally (issue 3). */
export const defaultAuthSettings: AuthSettings = {
  confirmEmail: false,
  enableSignup: true,
  refreshTokenReuseInterval: 10,
  otpExpiry: 3600,
  minimumPasswordLength: 6,
  passwordRequiredCharacters: [],
  additionalRedirectUrls: [],
};

export function readAuthSettings(projectDir: string): AuthSettings {
  let text: string;
  try {
    text = readFileSync(join(projectDir, 'config.toml'), 'utf8');
  } catch {
    return defaultAuthSettings;
  }
  const auth = tomlTable(text, 'auth');
  const email = tomlTable(text, 'auth.email');
  const pick = <T>(value: unknown, fallback: T): T =>
    typeof value === typeof fallback ? (value as T) : fallback;
  return {
    confirmEmail: pick(email.enable_confirmations, defaultAuthSettings.confirmEmail),
    enableSignup: pick(auth.enable_signup, defaultAuthSettings.enableSignup),
    refreshTokenReuseInterval: pick(
      auth.refresh_token_reuse_interval,
      defaultAuthSettings.refreshTokenReuseInterval,
    ),
    otpExpiry: pick(email.otp_expiry, defaultAuthSettings.otpExpiry),
    minimumPasswordLength: pick(auth.minimum_password_length, defaultAuthSettings.minimumPasswordLength),
    passwordRequiredCharacters: passwordRequirements(auth.password_requirements),
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string')
      : defaultAuthSettings.additionalRedirectUrls,
  };
}

/** Like the Supabase CLI, refuses a `password_requirements` it does not know rather than ignoring it. */
function passwordRequirements(value: unknown): string[] {
  if (value === undefined) return defaultAuthSettings.passwordRequiredCharacters;
  const sets = typeof value === 'string' ? requiredCharacterSets(value) : null;
  if (!sets) {
    throw new Error(
      `config.toml [auth] password_requirements must be one of "", "letters_digits", "lower_upper_letters_digits", "lower_upper_letters_digits_symbols" (got ${JSON.stringify(value)})`,
    );
  }
  return sets;
}

/**
 * The scalar and one-line array keys of one `[table]` of a TOML file: all config.toml's auth
 * settings are of that kind, so a full TOML parser is not needed.
 */
export function tomlTable(text: string, table: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  let current = '';
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    const header = line.match(/^\[([^\]]+)\]/);
    if (header?.[1]) {
      current = header[1].trim();
      continue;
    }
    if (current !== table) continue;
    const entry = line.match(/^([\w-]+)\s*=\s*(.+)$/);
    if (entry?.[1] && entry[2]) values[entry[1]] = tomlValue(entry[2]);
  }
  return values;
}

function tomlValue(raw: string): unknown {
  const value = raw.replace(/\s+#[^"']*$/, '').trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^[+-]?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value.startsWith('[') && value.endsWith(']')) {
    return [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((match) => match[1] ?? match[2]);
  }
  const quoted = value.match(/^"((?:[^"\\]|\\.)*)"$|^'([^']*)'$/);
  return quoted ? (quoted[1] ?? quoted[2]) : value;
}
