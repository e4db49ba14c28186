import type { Context } from 'hono';
import { type Claims, InvalidJwtError, verifyJwt } from '../jwt.ts';
import { peerAddress, reportClientAddress } from './client-address.ts';

export type IdentityResult = { ok: true; claims: Claims; token: string } | { ok: false; message: string };

/**
 * The caller's identity as PostgREST and Storage read it: the bearer token, else the apikey
 * header; no token at all means anon. A token that fails verification is refused, never
 * downgraded to anon.
 */
export function identify(c: Context, secret: string): Promise<IdentityResult> {
  return identifyBy(c.req.header('authorization'), c.req.header('apikey'), secret);
}

/** identify, from the two headers it reads. */
export async function identifyBy(
  authorization: string | undefined,
  apikey: string | undefined,
  secret: string,
): Promise<IdentityResult> {
  const bearer = authorization?.match(/^bearer\s+(.+)$/i)?.[1]?.trim();
  const token = bearer ?? apikey;
  if (!token) return { ok: true, claims: { role: 'anon' }, token: '' };
  try {
    return { ok: true, claims: await verifyJwt(token, secret), token };
  } catch (error) {
    return {
      ok: false,
      message: error instanceof InvalidJwtError ? error.message : 'JWT cannot be verified',
    };
  }
}

/** The request's headers as PostgREST and Storage see them behind Supabase's edge (request.headers). */
export function requestHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => {
    headers[key] = value;
  });
  reportClientAddress(headers, peerAddress(c));
  return headers;
}
