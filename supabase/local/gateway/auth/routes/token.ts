import type { Hono } from 'hono';
import { withTransaction } from '../../../db/transaction.ts';
import type { AuthEnv } from '../auth-env.ts';
import { AuthError, invalidCredentials } from '../errors.ts';
import { redeemAuthCode } from '../flow-state.ts';
import { passwordMatches, passwordWeakness } from '../passwords.ts';
import { readBody } from '../request-body.ts';
import { refreshSession, startSession } from '../sessions.ts';
import { findUserByEmail, findUserById, isBanned } from '../users.ts';

interface TokenBody {
  email: string;
  phone: string;
  password: string;
  refresh_token: string;
  auth_code: string;
  code_verifier: string;
}

/** POST /token with grant_type password, refresh_token or pkce. */
export function tokenRoutes(app: Hono, env: AuthEnv) {
  const { ctx, settings } = env;

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await readBody<TokenBody>(c);

    if (grantType === 'password') {
      if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      if (typeof body.email !== 'string' || typeof body.password !== 'string') throw invalidCredentials();
      const user = await findUserByEmail(ctx.adminPool, body.email);
      const matches = await passwordMatches(body.password, user?.encrypted_password ?? null);
      if (!user || !matches) throw invalidCredentials();
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      const session = await withTransaction(ctx.adminPool, (db) => startSession(ctx, db, user, 'password'));
      // GoTrue signs in a password set before the rules tightened, and says it is weak.
      const weakness = passwordWeakness(body.password, settings);
      return c.json(weakness ? { ...session, weak_password: weakness } : session);
    }

    if (grantType === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        throw new AuthError(400, 'validation_failed', 'refresh_token required');
      }
      const presented = body.refresh_token;
      const result = await withTransaction(ctx.adminPool, (db) =>
        refreshSession(ctx, db, presented, settings.refreshTokenReuseInterval),
      );
      // Thrown after commit: a detected reuse must keep the session's tokens revoked.
      if (result instanceof AuthError) throw result;
      return c.json(result);
    }

    if (grantType === 'pkce') {
      if (typeof body.auth_code !== 'string' || typeof body.code_verifier !== 'string') {
        throw new AuthError(
          400,
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        );
      }
      const { auth_code: authCode, code_verifier: verifier } = body;
      return c.json(
        await withTransaction(ctx.adminPool, async (db) => {
          const flow = await redeemAuthCode(db, authCode, verifier);
          const user = await findUserById(db, flow.userId);
          if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
          return startSession(ctx, db, user, flow.method);
        }),
      );
    }

    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });
}
