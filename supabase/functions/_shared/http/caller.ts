/**
 * Who calls, read one way for every function: the bearer token of the Authorization header. For a
 * signed-in caller only the claims are read here, without a round trip to /auth/v1/user: the platform does
 * not check the signature (verify_jwt = false, see config.toml), but the first thing every function
 * that uses this does is read as the caller through PostgREST (http/user-client.ts), which verifies
 * the token and refuses a forged or expired one with 401 before anything is written
 * (http/signed-in-callers.test.ts).
 */

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

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
}

/**
 * A signed-in user's token, or null: the anon key (a valid JWT too), the service key and an
 * expired token are refused.
 */
export function readCaller(request: Request): Caller | null {
  const token = bearerToken(request);
  const claims = token ? decodeClaims(token) : null;
  if (claims?.role !== 'authenticated' || typeof claims.sub !== 'string' || !claims.sub) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
  return { authorization: `Bearer ${token}`, userId: claims.sub };
}
