import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { apiUrl } from '../../config.ts';
import { signJwt } from '../../jwt.ts';
import type { GatewayContext } from '../context.ts';
import { AuthError } from './errors.ts';
import { findUserById, isBanned, type UserRow, updateUser, userJson } from './users.ts';

/** How a session was authenticated, as GoTrue names it in the `amr` claim. */
export type AuthMethod =
  | 'password'
  | 'otp'
  | 'magiclink'
  | 'email/signup'
  | 'invite'
  | 'recovery'
  | 'email_change';

/** A new session for the user: session row, its `amr` entry and a first refresh token. */
export async function startSession(
  ctx: GatewayContext,
  db: pg.PoolClient,
  user: UserRow,
  method: AuthMethod,
) {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
    [sessionId, user.id],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)`,
    [sessionId, method],
  );
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  const signedIn = await updateUser(db, user.id, { last_sign_in_at: new Date() });
  return sessionJson(ctx, db, signedIn, sessionId, refreshToken);
}

export async function insertRefreshToken(
  db: pg.PoolClient,
  userId: string,
  sessionId: string,
  parent: string | null,
) {
  const token = randomBytes(12).toString('base64url');
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** The session object of GoTrue's token responses: access token, refresh token, user. */
export async function sessionJson(
  ctx: GatewayContext,
  db: pg.PoolClient,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
) {
  const accessToken = await signAccessToken(ctx, db, user, sessionId);
  return {
    access_token: accessToken.token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: accessToken.expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** An access token with GoTrue's claims, so RLS policies reading auth.jwt() see the same thing. */
async function signAccessToken(ctx: GatewayContext, db: pg.PoolClient, user: UserRow, sessionId: string) {
  const { rows } = await db.query<{ authentication_method: string; created_at: Date }>(
    'select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at desc',
    [sessionId],
  );
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ctx.config.jwtExpiry;
  const token = await signJwt(
    {
      iss: `${apiUrl(ctx.config)}/auth/v1`,
      sub: user.id,
      aud: user.aud,
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal: 'aal1',
      amr: rows.map((row) => ({
        method: row.authentication_method,
        timestamp: Math.floor(row.created_at.getTime() / 1000),
      })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.config.jwtSecret,
  );
  return { token, expiresAt };
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string;
}

const tokenNotFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * GoTrue's refresh token rotation: a token is swapped for a child once. A revoked token is
 * accepted again only while its session's active token descends from it (the client lost the
 * answer) or within the reuse interval; any other reuse is treated as theft and revokes every
 * token of the session.
 */
export async function refreshSession(
  ctx: GatewayContext,
  db: pg.PoolClient,
  presented: string,
  reuseIntervalSeconds: number,
): Promise<SessionJson | AuthError> {
  const { rows } = await db.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  const token = rows[0];
  if (!token?.session_id) return tokenNotFound();
  await db.query('select id from auth.sessions where id = $1 for update', [token.session_id]);
  const user = await findUserById(db, token.user_id);
  if (!user) return tokenNotFound();
  if (isBanned(user)) {
    return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
  }

  if (token.revoked) {
    const active = await db.query<RefreshTokenRow>(
      'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
      [token.session_id],
    );
    const current = active.rows[0];
    const withinReuseInterval = Date.now() - token.updated_at.getTime() < reuseIntervalSeconds * 1000;
    if (current && (current.parent === token.token || withinReuseInterval)) {
      return sessionJson(ctx, db, user, token.session_id, current.token);
    }
    await db.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1',
      [token.session_id],
    );
    return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }

  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
    token.id,
  ]);
  const child = await insertRefreshToken(db, user.id, token.session_id, token.token);
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
    token.session_id,
  ]);
  return sessionJson(ctx, db, user, token.session_id, child);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions as GoTrue's /logout does; their refresh tokens go with them. */
export async function endSessions(
  db: pg.Pool | pg.PoolClient,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
) {
  if (scope === 'global' || !sessionId) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}
