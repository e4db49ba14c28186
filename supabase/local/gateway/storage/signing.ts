import { jwtVerify, SignJWT } from 'jose';
import { storageErrors } from './errors.ts';

const encoder = new TextEncoder();

/** Signed URL tokens as Storage makes them: an HS256 JWT naming `<bucket>/<key>` in `url`. */
export function signUrlToken(secret: string, claims: Record<string, unknown>, expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(encoder.encode(secret));
}

/** Verifies a signed URL token for `<bucket>/<key>`; Storage answers jose's own message when it fails. */
export async function verifyUrlToken(secret: string, token: string | undefined, url: string) {
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw storageErrors.invalidJwt((error as Error).message);
  }
  if (payload.url !== url) throw storageErrors.invalidSignature();
  return payload;
}
