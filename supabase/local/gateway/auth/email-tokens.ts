import { createHash, randomInt } from 'node:crypto';
import type pg from 'pg';
import { type UserRow, updateUser } from './users.ts';

/** The verification types of GoTrue's /verify for email. `email` accepts a sign-up or magic-link code. */
export type EmailVerificationType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change' | 'email';

/** Where GoTrue keeps each kind of emailed token on the user row, and when it was sent. */
const tokenColumns = {
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
} as const;

export type TokenKind = keyof typeof tokenColumns;

export const kindsOf = (type: EmailVerificationType): TokenKind[] => {
  if (type === 'signup' || type === 'invite') return ['confirmation'];
  if (type === 'recovery' || type === 'magiclink') return ['recovery'];
  if (type === 'email_change') return ['email_change'];
  return ['confirmation', 'recovery'];
};

/** Marks a token issued for a PKCE flow; the link then ends in `?code=` instead of a session. */
export const PKCE_PREFIX = 'pkce_';

/** GoTrue's token hash: what the link carries and the database keeps; the 6-digit code is emailed. */
export const tokenHash = (email: string, otp: string) =>
  createHash('sha224')
    .update(email + otp)
    .digest('hex');

export interface IssuedEmailToken {
  otp: string;
  hashedToken: string;
}

/** A fresh code for `kind`, replacing any earlier one, as each new email does in GoTrue. */
export async function issueEmailToken(
  db: pg.PoolClient,
  user: UserRow,
  kind: TokenKind,
  address: string,
  pkce: boolean,
): Promise<IssuedEmailToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashedToken = (pkce ? PKCE_PREFIX : '') + tokenHash(address, otp);
  const columns = tokenColumns[kind];
  await updateUser(db, user.id, { [columns.token]: hashedToken, [columns.sentAt]: new Date() });
  return { otp, hashedToken };
}

/** The user holding this link token (`token_hash`), and which kind of token it was. */
export async function findByTokenHash(db: pg.PoolClient, type: EmailVerificationType, hash: string) {
  for (const kind of kindsOf(type)) {
    const { rows } = await db.query<UserRow>(
      `select * from auth.users where ${tokenColumns[kind].token} = $1 for update`,
      [hash],
    );
    if (rows[0]) return { user: rows[0], kind };
  }
  return undefined;
}

/** Whether the 6-digit code typed by the user matches the token of one of the type's kinds. */
export function matchCode(user: UserRow, type: EmailVerificationType, address: string, otp: string) {
  const expected = tokenHash(address, otp.replaceAll('-', '').trim());
  return kindsOf(type).find((kind) => {
    const stored = user[tokenColumns[kind].token] ?? '';
    return stored !== '' && stored.replace(PKCE_PREFIX, '') === expected;
  });
}

export function isTokenExpired(user: UserRow, kind: TokenKind, expirySeconds: number) {
  const sentAt = user[tokenColumns[kind].sentAt];
  return !sentAt || Date.now() - sentAt.getTime() > expirySeconds * 1000;
}

export const isPkceToken = (user: UserRow, kind: TokenKind) =>
  (user[tokenColumns[kind].token] ?? '').startsWith(PKCE_PREFIX);

/** Tokens are single-use: GoTrue clears them once verified. */
export const clearEmailToken = (db: pg.PoolClient, user: UserRow, kind: TokenKind) =>
  updateUser(db, user.id, { [tokenColumns[kind].token]: '' });
