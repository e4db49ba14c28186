/**
 * Who calls. Only the claims are read here, without a round trip to /auth/v1/user: the platform does
 * not check the signature (verify_jwt = false, see config.toml), but the first thing every function
 * that uses this does is read as the caller through PostgREST (http/user-client.ts), which verifies
 * the token and refuses a forged or expired one with 401 before anything is written
 * (http/signed-in-callers.test.ts).
 */

import { unauthorized } from './errors.ts';

export interface Caller {
  /** The bearer header, passed on to the user-scoped client so RLS decides. */
  authorization: string;
  userId: string;
}

function decodeClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))),
    );
    return claims && typeof claims === 'object' ? claims : null;
  } catch {
    return null;
  }
}

/** A signed-in user's token; the anon key (a valid JWT too) and the service key are refused. */
export function readCaller(request: Request): Caller {
  const authorization = request.headers.get('Authorization') ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const claims = token ? decodeClaims(token) : null;
  if (claims?.role !== 'authenticated' || typeof claims.sub !== 'string' || !claims.sub) {
    throw unauthorized();
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) throw unauthorized();
  return { authorization: `Bearer ${token}`, userId: claims.sub };
}
