import bcrypt from 'bcryptjs';
import { weakPassword } from './errors.ts';

/** GoTrue's bcrypt cost. */
const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function passwordMatches(password: string, hash: string | null) {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/** GoTrue's length rule (no character-class rules: the CLI's default `password_requirements = ""`). */
export function checkPasswordStrength(password: string, minimumLength: number) {
  if ([...password].length < minimumLength) throw weakPassword(minimumLength);
}
