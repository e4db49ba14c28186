import { type JWTPayload, jwtVerify, SignJWT } from 'jose';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** The claims PostgREST and GoTrue read; GoTrue adds more for users. */
export interface Claims extends JWTPayload {
  role: string;
  sub?: string;
  email?: string;
  session_id?: string;
}

const encoder = new TextEncoder();

export function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export class InvalidJwtError extends Error {}

/**
 * Tokens already verified, until they expire: the same few tokens (the anon key, a session's access
 * token) come with every request, and verifying an HMAC through WebCrypto costs more than the query.
 */
const verified = new Map<string, Claims>();
const MAX_VERIFIED = 1000;

/** Verifies signature and expiry as PostgREST does; the message says why a token is refused. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verified.get(cacheKey);
  if (known && (known.exp === undefined || known.exp > Date.now() / 1000)) return known;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') throw new InvalidJwtError('JWT has no role claim');
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(cacheKey, payload as Claims);
    return payload as Claims;
  } catch (error) {
    if (error instanceof InvalidJwtError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') throw new InvalidJwtError('JWT expired');
    throw new InvalidJwtError('JWSError JWSInvalidSignature');
  }
}

/** The long-lived API keys, signed exactly as the Supabase CLI signs its demo keys. */
export async function apiKeys(secret: string) {
  const exp = 1983812996;
  return {
    anonKey: await signJwt({ iss: 'supabase-demo', role: 'anon', exp }, secret),
    serviceRoleKey: await signJwt({ iss: 'supabase-demo', role: 'service_role', exp }, secret),
  };
}
