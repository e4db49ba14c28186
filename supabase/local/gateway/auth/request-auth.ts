import type { Context } from 'hono';
import type pg from 'pg';
import { type Claims, verifyJwt } from '../../jwt.ts';
import { AuthError } from './errors.ts';
import { findUserById, isUuid, type UserRow } from './users.ts';

function bearerToken(c: Context) {
  const token = c.req.header('authorization')?.match(/^bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  return token;
}

async function claimsOf(c: Context, secret: string): Promise<Claims> {
  try {
    return await verifyJwt(bearerToken(c), secret);
  } catch (error) {
    if (error instanceof AuthError) throw error;
    const reason = error instanceof Error ? error.message : 'invalid token';
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

export interface SignedInUser {
  user: UserRow;
  sessionId: string | undefined;
  claims: Claims;
}

/** The user behind the bearer token; its session must still exist (signed-out tokens are refused). */
export async function requireUser(c: Context, db: pg.Pool, secret: string): Promise<SignedInUser> {
  const claims = await claimsOf(c, secret);
  if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id;
  if (sessionId) {
    const { rowCount } = await db.query('select 1 from auth.sessions where id = $1', [
      isUuid(sessionId) ? sessionId : null,
    ]);
    if (!rowCount) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { user, sessionId, claims };
}

const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** The admin endpoints take only the service role's key (GoTrue's `admin_roles`). */
export async function requireAdmin(c: Context, secret: string) {
  const claims = await claimsOf(c, secret);
  if (!ADMIN_ROLES.includes(claims.role)) throw new AuthError(403, 'not_admin', 'User not allowed');
}
