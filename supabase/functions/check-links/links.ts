/**
 * The links of an email and whether each answers, checked from the server without becoming a way
 * into private networks (SSRF): only http(s), never an IP address of a private, loopback,
 * link-local or otherwise special range, never `localhost`, single-label hosts or `.internal` /
 * `.local` names (`not_public`), never the reserved TLDs `.test`, `.example`, `.invalid`,
 * `.localhost` (`reserved_domain`, not fetched); a name that resolves to such an address is refused
 * as well. Redirects are followed by hand (at most 3), each hop checked the same way. Only the
 * status goes back: bodies are never read. docs/sending.md, "check-links".
 */

import { parse } from 'parse5';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../_shared/content/email-content.ts';

export const MAX_LINKS = 40;
export const MAX_REDIRECTS = 3;
export const CONCURRENCY = 5;
export const TIMEOUT_MS = 5000;

export type LinkReason =
  | 'timeout'
  | 'unreachable'
  | `http_${number}`
  | 'reserved_domain'
  | 'not_public'
  | 'too_many_redirects';

export interface LinkResult {
  url: string;
  ok: boolean;
  status?: number;
  reason?: LinkReason;
}

export interface CheckOptions {
  fetch?: typeof fetch;
  /**
   * The addresses a host name resolves to ([] when it does not; null when the runtime cannot say).
   * Default: Deno.resolveDns, A and AAAA.
   */
  resolve?: (hostname: string, signal: AbortSignal) => Promise<string[] | null>;
  /** Per link, all its hops included. */
  timeoutMs?: number;
  /**
   * Tests only: loopback IP addresses (127.0.0.0/8, ::1) may be fetched, so a local server can
   * stand in for the web. Never set by the deployed function, nor by any environment variable.
   */
  allowLoopback?: boolean;
}

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/**
 * The distinct http(s) links of `<a>` and `<area>` elements, in document order, as written (the
 * unsubscribe placeholder and anything else is left out); two that differ only in their fragment
 * are one. `truncated` when there were more than `max`.
 */
export function extractLinks(html: string, max = MAX_LINKS): { links: string[]; truncated: boolean } {
  const seen = new Set<string>();
  const links: string[] = [];
  let truncated = false;
  const walk = (node: Node) => {
    if (node.tagName === 'a' || node.tagName === 'area') {
      const href = node.attrs?.find((a) => a.name === 'href')?.value.trim() ?? '';
      if (href && !href.includes(UNSUBSCRIBE_URL_PLACEHOLDER) && /^https?:/i.test(href)) {
        try {
          const url = new URL(href);
          url.hash = '';
          if (!seen.has(url.href)) {
            seen.add(url.href);
            if (links.length < max) links.push(href);
            else truncated = true;
          }
        } catch {
          // Not a URL a client could open either: not a link to check.
        }
      }
    }
    if (node.content) walk(node.content);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html) as unknown as Node);
  return { links, truncated };
}

const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost']);
const PRIVATE_SUFFIXES = ['.internal', '.local'];

/** `reserved_domain`, `not_public` or null for a host that may be fetched (before DNS). */
export function hostRefusal(
  hostname: string,
  allowLoopback = false,
): 'reserved_domain' | 'not_public' | null {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (!host) return 'not_public';
  if (isIpLiteral(host)) {
    if (allowLoopback && isLoopback(host)) return null;
    return isPublicAddress(host) ? null : 'not_public';
  }
  if (host === 'localhost') return 'not_public';
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (RESERVED_TLDS.has(tld)) return 'reserved_domain';
  if (!host.includes('.')) return 'not_public';
  if (PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'not_public';
  return null;
}

const isIpLiteral = (host: string) => /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) || host.includes(':');

function isLoopback(address: string): boolean {
  const v4 = ipv4(address) ?? mappedIpv4(address);
  if (v4) return v4[0] === 127;
  return expandIpv6(address)?.every((part, i) => part === (i === 7 ? 1 : 0)) ?? false;
}

function ipv4(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  const numbers = parts.map(Number);
  return numbers.every((n, i) => /^\d{1,3}$/.test(parts[i] ?? '') && n <= 255) ? numbers : null;
}

/** The 8 groups of an IPv6 address (an embedded IPv4 tail turned into two), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)?.[1];
  if (tail) {
    const v4 = ipv4(tail);
    if (!v4) return null;
    text = `${text.slice(0, -tail.length)}${((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16)}:${((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}

/** `::ffff:a.b.c.d` and NAT64 `64:ff9b::a.b.c.d`: the IPv4 address inside. */
function mappedIpv4(address: string): number[] | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255];
}

/** A globally routable unicast address; private, loopback, link-local, shared, reserved, multicast … are not. */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4(address) ?? mappedIpv4(address);
  if (v4) {
    const [a = 0, b = 0, c = 0] = v4;
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 0 && (c === 0 || c === 2)) ||
      (a === 192 && b === 88 && c === 99) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      (a === 198 && b === 51 && c === 100) ||
      (a === 203 && b === 0 && c === 113) ||
      a >= 224
    );
  }
  const groups = expandIpv6(address);
  if (!groups) return false;
  const [first = 0, second = 0] = groups;
  if (groups.every((g) => g === 0)) return false; // ::
  if (groups.slice(0, 7).every((g) => g === 0)) return false; // ::1 and ::x
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return false; // link-local, site-local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && second === 0x0db8) return false; // documentation
  if (first === 0x2001 && second < 0x0200) return false; // 2001::/23 IETF special purpose (Teredo, ORCHID…)
  if (first === 0x2002) return false; // 6to4 (embeds any IPv4)
  if (first === 0x0100 && groups.slice(1, 4).every((g) => g === 0)) return false; // discard-only
  return (first & 0xe000) === 0x2000; // global unicast 2000::/3 only
}

async function resolveWithDeno(hostname: string, signal: AbortSignal): Promise<string[]> {
  const lookup = async (type: 'A' | 'AAAA') => {
    try {
      return await Deno.resolveDns(hostname, type, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      return [] as string[];
    }
  };
  const [v4, v6] = await Promise.all([lookup('A'), lookup('AAAA')]);
  return [...v4, ...v6];
}

class LinkFailure extends Error {
  constructor(readonly reason: LinkReason) {
    super(reason);
  }
}

/** One link: HEAD (GET when HEAD is refused with 405 or 501), following up to 3 redirects by hand. */
export async function checkLink(url: string, options: CheckOptions = {}): Promise<LinkResult> {
  const send = options.fetch ?? fetch;
  const resolve =
    options.resolve ?? (typeof Deno.resolveDns === 'function' ? resolveWithDeno : async () => null);
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { url, ok: false, reason: 'unreachable' };
  }
  try {
    for (let hop = 0; ; hop += 1) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') throw new LinkFailure('unreachable');
      const refusal = hostRefusal(current.hostname, options.allowLoopback);
      if (refusal) throw new LinkFailure(refusal);
      if (!isIpLiteral(current.hostname.replace(/^\[|\]$/g, ''))) {
        // A public name that points into a private network is refused like the address itself.
        const addresses = await resolve(current.hostname.replace(/\.$/, ''), signal);
        if (addresses && addresses.length === 0) throw new LinkFailure('unreachable');
        if (addresses?.some((address) => !isPublicAddress(address))) throw new LinkFailure('not_public');
      }
      let response = await request(send, current, 'HEAD', signal);
      if (response.status === 405 || response.status === 501) {
        response = await request(send, current, 'GET', signal);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        if (hop >= MAX_REDIRECTS)
          return { url, ok: false, status: response.status, reason: 'too_many_redirects' };
        try {
          current = new URL(location, current);
        } catch {
          throw new LinkFailure('unreachable');
        }
        continue;
      }
      const ok = response.status >= 200 && response.status < 300;
      return ok
        ? { url, ok, status: response.status }
        : { url, ok, status: response.status, reason: `http_${response.status}` };
    }
  } catch (error) {
    if (error instanceof LinkFailure) return { url, ok: false, reason: error.reason };
    if (signal.aborted) return { url, ok: false, reason: 'timeout' };
    return { url, ok: false, reason: 'unreachable' };
  }
}

async function request(send: typeof fetch, url: URL, method: 'HEAD' | 'GET', signal: AbortSignal) {
  const response = await send(url, {
    method,
    redirect: 'manual',
    signal,
    headers: { 'User-Agent': 'PitchcraftLinkCheck/1.0', Accept: '*/*' },
  });
  // Only the status is wanted: the body is never read.
  await response.body?.cancel().catch(() => {});
  return response;
}

/** Every link, CONCURRENCY at a time, in the order given. */
export async function checkLinks(urls: string[], options: CheckOptions = {}): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next;
      next += 1;
      results[index] = await checkLink(urls[index] as string, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, urls.length) }, worker));
  return results;
}
