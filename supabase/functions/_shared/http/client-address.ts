/**
 * The visitor's address as the platform's proxy reports it: the first X-Forwarded-For hop (later
 * ones are proxies), else X-Real-IP; null where no proxy says (a direct local call).
 */
export function clientAddress(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip')?.trim() || null;
}

const encoder = new TextEncoder();
const hmacKeys = new Map<string, Promise<CryptoKey>>();

/** The secret imported once per worker: a page view should not pay for it. */
const hmacKey = (secret: string) => {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
};

/**
 * A key for counting a visitor without keeping their address: an HMAC of it under a secret only
 * the functions hold, so a row of private.rate_limits (kept a day at most) cannot be turned back
 * into an IP by trying them all.
 */
export async function pseudonymousClientKey(request: Request, secret: string): Promise<string | null> {
  const address = clientAddress(request);
  if (!address || !secret) return null;
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(address)),
  );
  return [...mac.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
