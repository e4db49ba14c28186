/**
 * Resend's Domains API (https://resend.com/docs/api-reference/domains) as sender-domains uses it:
 * create, get, list, verify, remove, through the `resend` SDK wherever RESEND_BASE_URL points (the
 * local stack's account on the mail viewer, a test's fake, or Resend itself), as the email sender
 * does (email/send/resend-sender.ts).
 */

import { Resend } from 'resend';

type Env = Readonly<Record<string, string | undefined>>;

/** The statuses Pitchcraft stores (public.sender_domain_status): Resend's, without its partial ones. */
export const SENDER_DOMAIN_STATUSES = [
  'not_started',
  'pending',
  'verified',
  'failed',
  'temporary_failure',
] as const;
export type SenderDomainStatus = (typeof SENDER_DOMAIN_STATUSES)[number];

/** A DNS record to publish, as Resend returns it (`name` relative to the domain's zone). */
export interface DomainRecord {
  record: string;
  name: string;
  type: string;
  ttl: string;
  status: SenderDomainStatus;
  value: string;
  priority?: number;
}

export interface ProviderDomain {
  id: string;
  name: string;
  status: SenderDomainStatus;
  region: string;
  records: DomainRecord[];
}

/** A domain as Resend lists it (no records). */
export interface ListedDomain {
  id: string;
  name: string;
  status: SenderDomainStatus;
}

/** A Domains API call Resend refused or could not take. */
export class ResendDomainError extends Error {
  constructor(
    message: string,
    /** Resend's error name (`validation_error`, `not_found`, …), or `application_error`. */
    readonly code: string,
    /** Resend's HTTP status; null when it could not be reached. */
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'ResendDomainError';
  }

  get notFound(): boolean {
    return this.statusCode === 404;
  }

  /** Create refused: the name is a domain of some Resend account already (this one, or another). */
  get alreadyRegistered(): boolean {
    return this.statusCode === 403 && /registered already|already exists/i.test(this.message);
  }
}

export interface ResendDomains {
  create(name: string): Promise<ProviderDomain>;
  get(id: string): Promise<ProviderDomain>;
  /** Every domain of the account (all pages). */
  list(): Promise<ListedDomain[]>;
  /** Asks Resend to check the DNS records again; the result shows in `get` (or `domain.updated`). */
  verify(id: string): Promise<void>;
  remove(id: string): Promise<void>;
}

/**
 * Resend's domain statuses as Pitchcraft stores them: `partially_verified` (some records found) is
 * still pending, `partially_failed` failed; anything unknown is pending.
 */
export function senderDomainStatus(status: unknown): SenderDomainStatus {
  if ((SENDER_DOMAIN_STATUSES as readonly unknown[]).includes(status)) return status as SenderDomainStatus;
  if (status === 'partially_failed') return 'failed';
  return 'pending';
}

/** The records as stored: Resend's fields, nothing else. */
export function domainRecords(records: unknown): DomainRecord[] {
  if (!Array.isArray(records)) return [];
  return records
    .filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null)
    .map((record) => ({
      record: String(record.record ?? ''),
      name: String(record.name ?? ''),
      type: String(record.type ?? ''),
      ttl: String(record.ttl ?? 'Auto'),
      status: senderDomainStatus(record.status),
      value: String(record.value ?? ''),
      ...(typeof record.priority === 'number' ? { priority: record.priority } : {}),
    }));
}

const toDomain = (data: {
  id: string;
  name: string;
  status: unknown;
  region?: unknown;
  records?: unknown;
}) => ({
  id: data.id,
  name: data.name,
  status: senderDomainStatus(data.status),
  region: typeof data.region === 'string' ? data.region : 'us-east-1',
  records: domainRecords(data.records),
});

interface SdkResult<T> {
  data: T | null;
  error: { message?: string; name?: string; statusCode?: number | null } | null;
}

function unwrap<T>({ data, error }: SdkResult<T>, what: string): T {
  if (error || data === null) {
    throw new ResendDomainError(
      `${what}: ${error?.message ?? 'the email provider gave no answer'}`,
      error?.name ?? 'application_error',
      typeof error?.statusCode === 'number' ? error.statusCode : null,
    );
  }
  return data;
}

export interface ResendDomainsOptions {
  apiKey: string;
  /** Another Resend-compatible server: the local stack's account, or a test's fake. */
  baseUrl?: string;
}

export function createResendDomains({ apiKey, baseUrl }: ResendDomainsOptions): ResendDomains {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl: baseUrl.replace(/\/+$/, '') } : undefined);
  return {
    async create(name) {
      return toDomain(unwrap(await resend.domains.create({ name }), `create domain ${name}`));
    },
    async get(id) {
      return toDomain(unwrap(await resend.domains.get(id), `get domain ${id}`));
    },
    async list() {
      const domains: ListedDomain[] = [];
      let after: string | undefined;
      for (let page = 0; page < 100; page++) {
        const listed = unwrap(
          await resend.domains.list(after ? { limit: 100, after } : { limit: 100 }),
          'list domains',
        );
        for (const domain of listed.data) {
          domains.push({ id: domain.id, name: domain.name, status: senderDomainStatus(domain.status) });
        }
        if (!listed.has_more || listed.data.length === 0) break;
        after = listed.data.at(-1)?.id;
      }
      return domains;
    },
    async verify(id) {
      unwrap(await resend.domains.verify(id), `verify domain ${id}`);
    },
    async remove(id) {
      unwrap(await resend.domains.remove(id), `remove domain ${id}`);
    },
  };
}

/** The account the environment names: RESEND_API_KEY, and RESEND_BASE_URL on the local stack. */
export function resendDomainsFromEnv(env: Env): ResendDomains {
  const apiKey = env.RESEND_API_KEY?.trim();
  if (!apiKey) {
    throw new Error('Sending domains need RESEND_API_KEY (the local stack sets its own account instead).');
  }
  return createResendDomains({ apiKey, baseUrl: env.RESEND_BASE_URL?.trim() || undefined });
}
