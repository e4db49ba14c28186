/**
 * The visitor's address as the platform's proxy reports it, never as the client claims it
 * (docs/public-pages.md, "Which client address is trusted"):
 * - `CF-Connecting-IP`: hosted Supabase's edge (Cloudflare) sets it to the address that connected,
 *   replacing any value the client sent; the local gateway does the same.
 * - else the last `X-Forwarded-For` entry: the one the last proxy appended. Every entry to its left
 *   arrived with the request and is whatever the client chose to send.
 * `X-Real-IP` is not read. Null where no proxy says (a direct local call).
 */
export function clientAddress(request: Request): string | null {
  const connecting = request.headers.get('cf-connecting-ip')?.trim();
  if (connecting) return connecting;
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? null;
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
