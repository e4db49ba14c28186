import type pg from 'pg';
import { apiUrl } from '../../config.ts';
import type { AuthEnv } from './auth-env.ts';
import { issueEmailToken, type TokenKind } from './email-tokens.ts';
import { type AuthEmailKind, sendAuthEmail } from './emails.ts';
import { isPkceRequest, type PkceParams, saveFlowState } from './flow-state.ts';
import { allowedRedirect } from './redirects.ts';
import type { AuthMethod } from './sessions.ts';
import type { UserRow } from './users.ts';

/** What each emailed link verifies: the token it uses and the session's method under PKCE. */
const linkTypes: Record<AuthEmailKind, { kind: TokenKind; method: AuthMethod }> = {
  signup: { kind: 'confirmation', method: 'email/signup' },
  invite: { kind: 'confirmation', method: 'invite' },
  magiclink: { kind: 'recovery', method: 'magiclink' },
  recovery: { kind: 'recovery', method: 'recovery' },
  email_change: { kind: 'email_change', method: 'email_change' },
};

export const authMethodOf = (type: AuthEmailKind) => linkTypes[type].method;

export interface VerificationLink {
  link: string;
  otp: string;
  hashedToken: string;
  redirectTo: string;
  /** The address the email goes to (the new one for an email change). */
  address: string;
}

/**
 * Issues the token for `type` and builds GoTrue's ConfirmationURL:
 * `{api}/auth/v1/verify?token=…&type=…&redirect_to=…`.
 */
export async function prepareVerificationLink(
  env: AuthEnv,
  db: pg.PoolClient,
  user: UserRow,
  type: AuthEmailKind,
  options: { redirectTo?: string; pkce?: PkceParams } = {},
): Promise<VerificationLink> {
  const { kind, method } = linkTypes[type];
  const address = (type === 'email_change' ? user.email_change : user.email) ?? '';
  const pkce = options.pkce ? isPkceRequest(options.pkce) : false;
  if (pkce && options.pkce) await saveFlowState(db, user.id, options.pkce, method);
  const { otp, hashedToken } = await issueEmailToken(db, user, kind, address, pkce);
  const redirectTo = allowedRedirect(
    options.redirectTo,
    env.ctx.config.siteUrl,
    env.settings.additionalRedirectUrls,
  );
  const query = new URLSearchParams({ token: hashedToken, type, redirect_to: redirectTo });
  return { link: `${apiUrl(env.ctx.config)}/auth/v1/verify?${query}`, otp, hashedToken, redirectTo, address };
}

/** Issues the token and delivers the email to the local mailbox. */
export async function sendVerificationEmail(
  env: AuthEnv,
  db: pg.PoolClient,
  user: UserRow,
  type: AuthEmailKind,
  options: { redirectTo?: string; pkce?: PkceParams } = {},
) {
  const prepared = await prepareVerificationLink(env, db, user, type, options);
  await sendAuthEmail(env.ctx.mailbox, {
    kind: type,
    to: prepared.address,
    link: prepared.link,
    otp: prepared.otp,
  });
}
