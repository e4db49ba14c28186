import type { Context, Hono } from 'hono';
import type pg from 'pg';
import { withTransaction } from '../../../db/transaction.ts';
import type { AuthEnv } from '../auth-env.ts';
import { applyEmailChange } from '../email-change.ts';
import {
  clearEmailToken,
  type EmailVerificationType,
  findByTokenHash,
  isPkceToken,
  isTokenExpired,
  matchCode,
  PKCE_PREFIX,
  type TokenKind,
} from '../email-tokens.ts';
import type { AuthEmailKind } from '../emails.ts';
import { AuthError, otpExpired } from '../errors.ts';
import { issueAuthCode } from '../flow-state.ts';
import { allowedRedirect, withParams } from '../redirects.ts';
import { readBody } from '../request-body.ts';
import { startSession } from '../sessions.ts';
import { confirmUserEmail, findUserByEmail, isBanned, normalizeEmail, type UserRow } from '../users.ts';
import { authMethodOf } from '../verification-link.ts';

const VERIFY_TYPES: EmailVerificationType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
];

interface VerifyBody {
  type: string;
  token: string;
  token_hash: string;
  email: string;
  phone: string;
}

/** GET /verify (the emailed link, answered with a redirect) and POST /verify (verifyOtp). */
export function verifyRoutes(app: Hono, env: AuthEnv) {
  const { ctx } = env;

  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const redirectTo = allowedRedirect(
      c.req.query('redirect_to'),
      ctx.config.siteUrl,
      env.settings.additionalRedirectUrls,
    );
    try {
      const target = await withTransaction(ctx.adminPool, async (db) => {
        const verified = await verifyToken(env, db, checkedType(type), {
          tokenHash: c.req.query('token') ?? '',
        });
        if (verified.pkce) {
          const code = await issueAuthCode(db, verified.user.id, authMethodOf(type as AuthEmailKind));
          return withParams(redirectTo, { code }, 'query');
        }
        const session = await startSession(ctx, db, verified.user, 'otp');
        return withParams(
          redirectTo,
          {
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            refresh_token: session.refresh_token,
            token_type: session.token_type,
            type,
          },
          'fragment',
        );
      });
      return c.redirect(target, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const pkce = (c.req.query('token') ?? '').startsWith(PKCE_PREFIX);
      return redirectWithError(c, redirectTo, error, pkce);
    }
  });

  app.post('/verify', async (c) => {
    const body = await readBody<VerifyBody>(c);
    if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const type = checkedType(body.type ?? '');
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
    const otp = typeof body.token === 'string' ? body.token : '';
    if (!tokenHash && !(otp && body.email)) {
      throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
    }
    const session = await withTransaction(ctx.adminPool, async (db) => {
      const verified = await verifyToken(
        env,
        db,
        type,
        tokenHash ? { tokenHash } : { email: String(body.email), otp },
      );
      return startSession(ctx, db, verified.user, 'otp');
    });
    return c.json(session);
  });
}

function checkedType(type: string): EmailVerificationType {
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  if (!VERIFY_TYPES.includes(type as EmailVerificationType)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  }
  return type as EmailVerificationType;
}

type Proof = { tokenHash: string } | { email: string; otp: string };

/** Finds the user the token belongs to, spends the token and applies what it confirms. */
async function verifyToken(env: AuthEnv, db: pg.PoolClient, type: EmailVerificationType, proof: Proof) {
  let found: { user: UserRow; kind: TokenKind } | undefined;
  if ('tokenHash' in proof) {
    found = await findByTokenHash(db, type, proof.tokenHash.replaceAll('-', ''));
  } else {
    const email = normalizeEmail(proof.email);
    const user =
      type === 'email_change' ? await findUserByPendingEmail(db, email) : await findUserByEmail(db, email);
    const kind = user ? matchCode(user, type, email, proof.otp) : undefined;
    if (user && kind) found = { user, kind };
  }
  if (!found || isTokenExpired(found.user, found.kind, env.settings.otpExpiry)) throw otpExpired();
  if (isBanned(found.user)) throw new AuthError(403, 'user_banned', 'User is banned');

  const pkce = isPkceToken(found.user, found.kind);
  let user = await clearEmailToken(db, found.user, found.kind);
  if (found.kind === 'email_change') user = await applyEmailChange(db, user);
  else if (!user.email_confirmed_at) user = await confirmUserEmail(db, user);
  return { user, pkce };
}

async function findUserByPendingEmail(db: pg.PoolClient, email: string) {
  const { rows } = await db.query<UserRow>('select * from auth.users where email_change = $1 for update', [
    email,
  ]);
  return rows[0];
}

/** GoTrue's failed-link redirect: the error in the fragment (and the query, for PKCE apps). */
function redirectWithError(c: Context, redirectTo: string, error: AuthError, pkce: boolean) {
  const params = {
    error: error.status === 403 || error.status === 401 ? 'access_denied' : 'invalid_request',
    error_code: error.code,
    error_description: error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
  };
  const target = pkce ? withParams(redirectTo, params, 'query') : redirectTo;
  return c.redirect(withParams(target, params, 'fragment'), 303);
}
