import bcrypt from 'bcryptjs';
import { AuthError, weakPassword } from './errors.ts';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

/** GoTrue's MaxPasswordLength: bcrypt reads at most 72 bytes. */
const MAX_PASSWORD_BYTES = 72;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(password: string, hash: string | null) {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/** GoTrue's password configuration (GOTRUE_PASSWORD_MIN_LENGTH, GOTRUE_PASSWORD_REQUIRED_CHARACTERS). */
export interface PasswordRules {
  minimumPasswordLength: number;
  /** Character sets of which a password holds at least one character each. */
  passwordRequiredCharacters: readonly string[];
}

/**
 * The Supabase CLI's `[auth] password_requirements` as GoTrue's required character sets
 * (apps/cli-go/pkg/config/auth.go, ToChar): "" none, `letters_digits`,
 * `lower_upper_letters_digits`, `lower_upper_letters_digits_symbols`. Null for any other value.
 */
export function requiredCharacterSets(requirement: string): string[] | null {
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const digits = '0123456789';
  const symbols = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';
  switch (requirement) {
    case '':
      return [];
    case 'letters_digits':
      return [lower + upper, digits];
    case 'lower_upper_letters_digits':
      return [lower, upper, digits];
    case 'lower_upper_letters_digits_symbols':
      return [lower, upper, digits, symbols];
    default:
      return null;
  }
}

/**
 * Why GoTrue finds a password weak (internal/api/password.go, checkPasswordStrength): `length`
 * when it has fewer bytes than the minimum (Go's len counts UTF-8 bytes), `characters` when it
 * lacks a character of one of the required sets; with GoTrue's sentences. Null when it is strong.
 */
export function passwordWeakness(password: string, rules: PasswordRules) {
  const reasons: ('length' | 'characters')[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < rules.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minimumPasswordLength} characters.`);
  }
  const sets = rules.passwordRequiredCharacters.filter((set) => set !== '');
  if (sets.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length === 0 ? null : { message: messages.join(' '), reasons };
}

/** Refuses what GoTrue refuses on sign-up and password changes: 400 beyond 72 bytes, 422 weak_password. */
export function checkPasswordStrength(password: string, rules: PasswordRules) {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const weakness = passwordWeakness(password, rules);
  if (weakness) throw weakPassword(weakness.message, weakness.reasons);
}
