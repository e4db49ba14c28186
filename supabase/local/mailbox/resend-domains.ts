import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local Resend account's sending domains (https://resend.com/docs/api-reference/domains): what
 * `/resend/domains` creates, verifies and deletes, what the mail viewer's Domains page shows, and
 * what `/resend/emails` checks a From address against. Kept as one JSON file per domain in the
 * mailbox directory's `domains/` folder, so the account survives restarts of the stack.
 */

/** Resend's statuses of a domain and of each of its records (the ones Pitchcraft stores). */
export type DomainStatus = 'not_started' | 'pending' | 'verified' | 'failed' | 'temporary_failure';

/** A DNS record as Resend returns it: `name` is relative to the zone the domain lives in. */
export interface DomainRecord {
  record: 'SPF' | 'DKIM';
  name: string;
  type: 'MX' | 'TXT';
  ttl: 'Auto';
  status: DomainStatus;
  value: string;
  priority?: number;
}

export interface LocalDomain {
  id: string;
  name: string;
  status: DomainStatus;
  created_at: string;
  region: DomainRegion;
  records: DomainRecord[];
}

/** What the account reports to its webhook when a domain changes (Resend's `domain.*` events). */
export type DomainEventType = 'domain.created' | 'domain.updated' | 'domain.deleted';

export const DOMAIN_REGIONS = ['us-east-1', 'eu-west-1', 'sa-east-1', 'ap-northeast-1'] as const;
export type DomainRegion = (typeof DOMAIN_REGIONS)[number];

export interface DomainStore {
  /** Oldest first. */
  list(): Promise<LocalDomain[]>;
  get(id: string): Promise<LocalDomain | undefined>;
  findByName(name: string): Promise<LocalDomain | undefined>;
  save(domain: LocalDomain): Promise<void>;
  remove(id: string): Promise<boolean>;
}

/** One JSON file per domain, `<dir>/<id>.json`. */
export function createFileDomainStore(dir: string): DomainStore {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (id: string) => join(dir, `${id}.json`);
  const isId = (id: string) => /^[\w-]+$/.test(id);
  const list = async () => {
    await ready;
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
    const domains = await Promise.all(
      files.map(async (file) => {
        try {
          return JSON.parse(await readFile(join(dir, file), 'utf8')) as LocalDomain;
        } catch {
          return undefined;
        }
      }),
    );
    return domains
      .filter((domain): domain is LocalDomain => domain !== undefined)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  };
  return {
    list,
    async get(id) {
      await ready;
      if (!isId(id)) return undefined;
      try {
        return JSON.parse(await readFile(fileOf(id), 'utf8')) as LocalDomain;
      } catch {
        return undefined;
      }
    },
    async findByName(name) {
      return (await list()).find((domain) => domain.name === name.toLowerCase());
    },
    async save(domain) {
      await ready;
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(domain.id), JSON.stringify(domain));
    },
    async remove(id) {
      await ready;
      if (!isId(id)) return false;
      try {
        await rm(fileOf(id));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** For tests and tools that need no persistence. */
export function createMemoryDomainStore(): DomainStore {
  const domains = new Map<string, LocalDomain>();
  const copy = (domain: LocalDomain | undefined) => (domain ? structuredClone(domain) : undefined);
  return {
    async list() {
      return [...domains.values()].map((domain) => structuredClone(domain));
    },
    async get(id) {
      return copy(domains.get(id));
    },
    async findByName(name) {
      return copy([...domains.values()].find((domain) => domain.name === name.toLowerCase()));
    },
    async save(domain) {
      domains.set(domain.id, structuredClone(domain));
    },
    async remove(id) {
      return domains.delete(id);
    },
  };
}

/**
 * Top-level domains that never reach the internet (RFC 2606 and 6761). The local account treats
 * domains under them as verified as soon as they are verified, and lets any message be sent from them,
 * so tests and demo data never wait on DNS.
 */
export const RESERVED_TLDS = ['test', 'example', 'invalid', 'localhost'] as const;

export const isReservedDomain = (name: string) =>
  (RESERVED_TLDS as readonly string[]).includes(name.toLowerCase().split('.').pop() ?? '');

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name Resend would take: at least two labels of letters, digits and inner hyphens. */
export function isValidDomainName(name: string) {
  if (name.length > 253) return false;
  const labels = name.split('.');
  return (
    labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1) ?? '')
  );
}

/** The domain of `email@domain` or `Name <email@domain>`, lower-cased. */
export function domainOfAddress(address: string): string {
  const email = address.match(/<([^<>]+)>\s*$/)?.[1] ?? address;
  return (email.trim().split('@').pop() ?? '').toLowerCase();
}

/** Resend's own words when the From domain is not a verified domain of the account (403). */
export const unverifiedDomainMessage = (domain: string) =>
  `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`;

/** Resend's own words when the domain is already in an account (403). */
export const registeredDomainMessage = (domain: string) =>
  `The ${domain} domain has been registered already.`;

/** May a message be sent From this domain: a reserved test domain, or a verified domain of the account. */
export async function canSendFrom(store: DomainStore, domain: string): Promise<boolean> {
  if (isReservedDomain(domain)) return true;
  return (await store.findByName(domain))?.status === 'verified';
}

// Second-level suffixes under which a registrable domain has three labels (a short list: enough for
// the record names to read right for the usual customers; Resend uses the full public suffix list).
const SECOND_LEVEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'com.mx',
  'org.mx',
  'com.br',
  'com.ar',
  'com.co',
  'com.au',
  'net.au',
  'co.nz',
  'co.jp',
  'com.es',
  'co.za',
  'com.pe',
  'com.cl',
]);

/**
 * A record's host relative to the zone the domain is in, as Resend shows it: `send` for
 * `example.com`, `send.mail` for `mail.example.com`.
 */
export function relativeHost(prefix: string, domain: string) {
  const labels = domain.split('.');
  const apexLength = SECOND_LEVEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  const sub = labels.slice(0, Math.max(0, labels.length - apexLength)).join('.');
  return sub ? `${prefix}.${sub}` : prefix;
}

/** A new domain as Resend creates it: SPF (return-path MX and TXT on `send`) and DKIM, not started. */
export function newDomain(name: string, region: DomainRegion, now = new Date()): LocalDomain {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const dkim = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const status: DomainStatus = 'not_started';
  return {
    id: randomUUID(),
    name,
    status,
    created_at: now.toISOString().replace('Z', '+00:00'),
    region,
    records: [
      {
        record: 'SPF',
        name: relativeHost('send', name),
        type: 'MX',
        ttl: 'Auto',
        status,
        value: `feedback-smtp.${region}.amazonses.com`,
        priority: 10,
      },
      {
        record: 'SPF',
        name: relativeHost('send', name),
        type: 'TXT',
        ttl: 'Auto',
        status,
        value: '"v=spf1 include:amazonses.com ~all"',
      },
      {
        record: 'DKIM',
        name: relativeHost('resend._domainkey', name),
        type: 'TXT',
        ttl: 'Auto',
        status,
        value: `p=${dkim}`,
      },
    ],
  };
}

/** The domain with its status and every record's status set to `status`. */
export const withStatus = (domain: LocalDomain, status: DomainStatus): LocalDomain => ({
  ...domain,
  status,
  records: domain.records.map((record) => ({ ...record, status })),
});

/** What the API answers for one domain (GET /domains/:id). */
export const domainObject = (domain: LocalDomain) => ({
  object: 'domain' as const,
  id: domain.id,
  name: domain.name,
  status: domain.status,
  created_at: domain.created_at,
  region: domain.region,
  capabilities: { sending: 'enabled', receiving: 'disabled' },
  open_tracking: false,
  click_tracking: false,
  records: domain.records,
});

/** A domain as GET /domains lists it: without records. */
export const domainListItem = (domain: LocalDomain) => ({
  id: domain.id,
  name: domain.name,
  status: domain.status,
  created_at: domain.created_at,
  region: domain.region,
  capabilities: { sending: 'enabled', receiving: 'disabled' },
});

/** Makes sure the account has these domains, verified (the product's own sending domain). */
export async function ensureVerifiedDomains(store: DomainStore, names: readonly string[]) {
  for (const name of names) {
    const existing = await store.findByName(name);
    if (existing?.status === 'verified') continue;
    await store.save(withStatus(existing ?? newDomain(name.toLowerCase(), 'us-east-1'), 'verified'));
  }
}
