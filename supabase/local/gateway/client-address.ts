import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The address that connected to the gateway (@hono/node-server's IncomingMessage). */
export function peerAddress(c: Context): string | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}

/**
 * Reports the address that connected as hosted Supabase's edge (Cloudflare) does, on every API:
 * `CF-Connecting-IP` is set to it, replacing whatever the client sent there, and it is appended to
 * `X-Forwarded-For`, after what the client sent (docs/public-pages.md "Which client address is
 * trusted"). Changes `headers` (lower-case names) in place.
 */
export function reportClientAddress(headers: Record<string, string>, peer: string | null) {
  delete headers['cf-connecting-ip'];
  if (!peer) return;
  const address = peer.replace(/^::ffff:/, '');
  headers['cf-connecting-ip'] = address;
  const sent = headers['x-forwarded-for']?.trim();
  headers['x-forwarded-for'] = sent ? `${sent}, ${address}` : address;
}
