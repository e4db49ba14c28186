/**
 * The password rule of supabase/config.toml's [auth] (`minimum_password_length = 10`,
 * `password_requirements = "letters_digits"`), checked as GoTrue checks it: at least 10 bytes of
 * UTF-8 (Go's len), at least one ASCII letter and one digit. The forms check it before asking,
 * so a weak password never reaches the API; supabase/local/tests/auth-password.test.ts compares
 * this module with config.toml and with the local GoTrue.
 */
export const PASSWORD_MIN_LENGTH = 10;

/** GoTrue's required character sets for `letters_digits`: one character of each. */
export const PASSWORD_REQUIRED_CHARACTERS = [
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
] as const;

export type PasswordWeakness = 'length' | 'characters';

/** GoTrue's `weak_password` reasons for a password, in its order; empty when it is strong enough. */
export function passwordWeakness(password: string): PasswordWeakness[] {
  const reasons: PasswordWeakness[] = [];
  if (new TextEncoder().encode(password).length < PASSWORD_MIN_LENGTH) reasons.push('length');
  if (
    PASSWORD_REQUIRED_CHARACTERS.some((set) => ![...set].some((character) => password.includes(character)))
  ) {
    reasons.push('characters');
  }
  return reasons;
}
