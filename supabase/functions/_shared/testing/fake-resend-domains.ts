/**
 * A Resend account's Domains API on loopback, for Deno tests: the answers and errors of Resend's
 * (and of the local stack's account, supabase/local/mailbox/resend-api.ts), kept in memory. Domains
 * under reserved test TLDs are verified when verified; others stay pending until `setStatus`.
 */

import type { SenderDomainStatus } from '../resend/domains.ts';

export interface FakeDomain {
  id: string;
  name: string;
  status: SenderDomainStatus;
  created_at: string;
  region: string;
  records: {
    record: string;
    name: string;
    type: string;
    ttl: string;
    status: string;
    value: string;
    priority?: number;
  }[];
}

export interface FakeResendDomains {
  baseUrl: string;
  domains: Map<string, FakeDomain>;
  /** Every request: method and path. */
  requests: string[];
  /** The next requests answer this status (Resend's error shape), one per entry. */
  failures: number[];
  /** Creates a domain as another caller would (a stale claim's leftover). */
  add(name: string): FakeDomain;
  /** Resend's DNS check found (or lost) the records. */
  setStatus(id: string, status: SenderDomainStatus): void;
  /** Names registered in another Resend account: create answers 403 and they are not listed. */
  elsewhere: Set<string>;
  close(): Promise<void>;
}

const RESERVED = /\.(test|example|invalid|localhost)$/;

const error = (status: number, name: string, message: string) =>
  Response.json({ statusCode: status, name, message }, { status });

export function startFakeResendDomains(): FakeResendDomains {
  const domains = new Map<string, FakeDomain>();
  const requests: string[] = [];
  const failures: number[] = [];
  const elsewhere = new Set<string>();
  let sequence = 0;

  const add = (name: string): FakeDomain => {
    const status: SenderDomainStatus = 'not_started';
    const domain: FakeDomain = {
      id: `dom-${++sequence}-${crypto.randomUUID().slice(0, 8)}`,
      name,
      status,
      created_at: new Date(Date.now() + sequence).toISOString(),
      region: 'us-east-1',
      records: [
        {
          record: 'SPF',
          name: 'send',
          type: 'MX',
          ttl: 'Auto',
          status,
          value: 'feedback-smtp.us-east-1.amazonses.com',
          priority: 10,
        },
        {
          record: 'SPF',
          name: 'send',
          type: 'TXT',
          ttl: 'Auto',
          status,
          value: '"v=spf1 include:amazonses.com ~all"',
        },
        {
          record: 'DKIM',
          name: 'resend._domainkey',
          type: 'TXT',
          ttl: 'Auto',
          status,
          value: `p=KEY${sequence}`,
        },
      ],
    };
    domains.set(domain.id, domain);
    return domain;
  };
  const setStatus = (id: string, status: SenderDomainStatus) => {
    const domain = domains.get(id);
    if (!domain) throw new Error(`no fake domain ${id}`);
    domain.status = status;
    domain.records = domain.records.map((record) => ({ ...record, status }));
  };

  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/resend/, '');
    requests.push(`${request.method} ${path}`);
    const failure = failures.shift();
    if (failure) {
      await request.body?.cancel();
      return error(failure, failure >= 500 ? 'application_error' : 'validation_error', `scripted ${failure}`);
    }
    if (!/^Bearer \S+/.test(request.headers.get('authorization') ?? '')) {
      return error(401, 'missing_api_key', 'Missing API key in the authorization header.');
    }
    const id = path.match(/^\/domains\/([^/]+)/)?.[1];
    if (request.method === 'POST' && path === '/domains') {
      const { name } = (await request.json()) as { name: string };
      const taken = [...domains.values()].some((domain) => domain.name === name) || elsewhere.has(name);
      if (taken) return error(403, 'validation_error', `The ${name} domain has been registered already.`);
      const { id: _i, ...created } = add(name);
      return Response.json({
        id: _i,
        ...created,
        capabilities: { sending: 'enabled', receiving: 'disabled' },
      });
    }
    if (request.method === 'GET' && path === '/domains') {
      const all = [...domains.values()].reverse();
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const after = url.searchParams.get('after');
      const start = after ? all.findIndex((domain) => domain.id === after) + 1 : 0;
      const page = all.slice(start, start + limit).map(({ records: _r, ...listed }) => listed);
      return Response.json({ object: 'list', has_more: start + limit < all.length, data: page });
    }
    const domain = id ? domains.get(id) : undefined;
    if (!domain) {
      await request.body?.cancel();
      return error(404, 'not_found', 'Domain not found');
    }
    if (request.method === 'GET' && path === `/domains/${id}`)
      return Response.json({ object: 'domain', ...domain });
    if (request.method === 'POST' && path === `/domains/${id}/verify`) {
      if (domain.status !== 'verified')
        setStatus(domain.id, RESERVED.test(domain.name) ? 'verified' : 'pending');
      return Response.json({ object: 'domain', id: domain.id });
    }
    if (request.method === 'DELETE' && path === `/domains/${id}`) {
      domains.delete(domain.id);
      return Response.json({ object: 'domain', id: domain.id, deleted: true });
    }
    return error(405, 'method_not_allowed', 'Method not allowed');
  });

  return {
    baseUrl: `http://127.0.0.1:${server.addr.port}/resend`,
    domains,
    requests,
    failures,
    add,
    setStatus,
    elsewhere,
    close: () => server.shutdown(),
  };
}
