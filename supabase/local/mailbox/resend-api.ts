import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Mailbox, MailMessage, StoredMail } from './mailbox.ts';
import {
  canSendFrom,
  createMemoryDomainStore,
  DOMAIN_REGIONS,
  type DomainEventType,
  type DomainRegion,
  type DomainStore,
  domainListItem,
  domainObject,
  domainOfAddress,
  isReservedDomain,
  isValidDomainName,
  type LocalDomain,
  newDomain,
  registeredDomainMessage,
  unverifiedDomainMessage,
  withStatus,
} from './resend-domains.ts';

/**
 * The local stand-in for Resend's sending API (https://resend.com/docs/api-reference): the stack
 * serves it on the mail viewer's port under `/resend`, and edge functions reach it through the
 * real `resend` SDK with `baseUrl` pointed there (RESEND_BASE_URL) when no RESEND_API_KEY is set.
 *
 * - `POST /emails` answers `{ id }`; `POST /emails/batch` (1–100 messages) answers `{ data: [{ id }] }`,
 *   with `x-batch-validation: permissive` also `errors: [{ index, message }]`.
 * - Errors have Resend's shape, `{ statusCode, name, message }`, and its statuses.
 * - `Idempotency-Key` (1–256 characters) is kept for 24 hours per endpoint: a retry with the same
 *   body gets the first answer again and delivers nothing; another body is 409
 *   `invalid_idempotent_request`; a retry while the first is in flight 409
 *   `concurrent_idempotent_requests`.
 * - Each message lands in the stack's mailbox with its headers; its mailbox id is the email id the
 *   API returns, so viewer events (opened, clicked) map back to what the sender stored.
 * - A message's From domain must be a verified domain of the account or under a reserved test TLD
 *   (`.test`, `.example`, `.invalid`, `.localhost`); otherwise Resend's 403 `validation_error`.
 * - `/domains` as Resend's Domains API (resend-domains.ts): create (records, `not_started`; a name
 *   already in the account is 403), get, list, verify (reserved test domains become `verified` at
 *   once, others `pending` until **Verify** on the mail viewer's Domains page), delete.
 */
export interface ResendOutboxOptions {
  /** Told of each message delivered, with the id the API answered (the hook for local webhooks). */
  onDelivered?: (mail: StoredMail) => void | Promise<void>;
  /** How long an idempotency key is remembered. Resend keeps them 24 hours. */
  idempotencyTtlMs?: number;
  /** The account's domains; shared with the viewer's Domains page. Default: in memory. */
  domains?: DomainStore;
  /** Told when a domain is created, changes status or is deleted (the hook for `domain.*` webhooks). */
  onDomainChanged?: (type: DomainEventType, domain: LocalDomain) => void | Promise<void>;
}

export const MAX_BATCH_SIZE = 100;
const MAX_RECIPIENTS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type ResendErrorName =
  | 'missing_api_key'
  | 'validation_error'
  | 'missing_required_field'
  | 'invalid_from_address'
  | 'invalid_idempotency_key'
  | 'invalid_idempotent_request'
  | 'concurrent_idempotent_requests'
  | 'not_found'
  | 'method_not_allowed';

class ResendApiError extends Error {
  readonly statusCode: number;
  readonly errorName: ResendErrorName;
  constructor(statusCode: number, errorName: ResendErrorName, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.errorName = errorName;
  }
  get body() {
    return { statusCode: this.statusCode, name: this.errorName, message: this.message };
  }
}

interface Answer {
  status: number;
  body: unknown;
}

interface Remembered {
  fingerprint: string;
  expiresAt: number;
  answer?: Answer;
}

export function resendOutboxApp(mailbox: Mailbox, options: ResendOutboxOptions = {}) {
  const app = new Hono();
  const ttl = options.idempotencyTtlMs ?? DAY_MS;
  const remembered = new Map<string, Remembered>();
  const domains = options.domains ?? createMemoryDomainStore();
  const domainChanged = async (type: DomainEventType, domain: LocalDomain) => {
    try {
      await options.onDomainChanged?.(type, domain);
    } catch (error) {
      console.error('resend outbox: domain listener failed', error);
    }
  };
  /** Resend's 403 for a From domain the account has not verified (format errors come first). */
  const checkFromDomain = async (message: MailMessage) => {
    const domain = domainOfAddress(message.from);
    if (!(await canSendFrom(domains, domain))) {
      throw new ResendApiError(403, 'validation_error', unverifiedDomainMessage(domain));
    }
    return message;
  };

  const deliver = async (message: MailMessage) => {
    const stored = await mailbox.deliver({ ...message, source: 'resend' });
    try {
      await options.onDelivered?.(stored);
    } catch (error) {
      console.error('resend outbox: delivery listener failed', error);
    }
    return stored;
  };

  /** Runs `send` once per idempotency key and body; replays answer what the first call answered. */
  const once = async (
    endpoint: string,
    key: string | undefined,
    rawBody: string,
    send: () => Promise<Answer>,
  ): Promise<Answer> => {
    if (key === undefined) return send();
    if (key.length < 1 || key.length > 256) {
      throw new ResendApiError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
    }
    const now = Date.now();
    for (const [stored, entry] of remembered) if (entry.expiresAt <= now) remembered.delete(stored);
    const slot = `${endpoint} ${key}`;
    const fingerprint = createHash('sha256').update(rawBody).digest('hex');
    const previous = remembered.get(slot);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new ResendApiError(
          409,
          'invalid_idempotent_request',
          'Same idempotency key used with a different request payload.',
        );
      }
      if (!previous.answer) {
        throw new ResendApiError(
          409,
          'concurrent_idempotent_requests',
          'Same idempotency key used while original request is still in progress.',
        );
      }
      return previous.answer;
    }
    const entry: Remembered = { fingerprint, expiresAt: now + ttl };
    remembered.set(slot, entry);
    try {
      entry.answer = await send();
      // Refused requests send nothing, so the same key may be used again once the body is fixed.
      if (entry.answer.status >= 400) remembered.delete(slot);
      return entry.answer;
    } catch (error) {
      remembered.delete(slot);
      throw error;
    }
  };

  app.onError((error, c) => {
    if (error instanceof ResendApiError) return c.json(error.body, error.statusCode as 400);
    console.error('resend outbox:', error);
    return c.json(
      {
        statusCode: 500,
        name: 'application_error',
        message: 'The local outbox could not deliver the email.',
      },
      500,
    );
  });

  app.use('*', async (c, next) => {
    const authorization = c.req.header('authorization') ?? '';
    if (!/^Bearer\s+\S+/.test(authorization)) {
      throw new ResendApiError(401, 'missing_api_key', 'Missing API key in the authorization header.');
    }
    await next();
  });

  app.post('/emails', async (c) => {
    const raw = await c.req.text();
    const answer = await once('/emails', c.req.header('idempotency-key'), raw, async () => {
      const message = await checkFromDomain(toMailMessage(parseJson(raw), ''));
      const stored = await deliver(message);
      return { status: 200, body: { id: stored.id } };
    });
    return c.json(answer.body, answer.status as 200);
  });

  app.post('/emails/batch', async (c) => {
    const raw = await c.req.text();
    const permissive = c.req.header('x-batch-validation') === 'permissive';
    const answer = await once('/emails/batch', c.req.header('idempotency-key'), raw, async () => {
      const payload = parseJson(raw);
      if (!Array.isArray(payload) || payload.length === 0) {
        throw new ResendApiError(
          422,
          'validation_error',
          'The request body must be an array of 1 to 100 emails.',
        );
      }
      if (payload.length > MAX_BATCH_SIZE) {
        throw new ResendApiError(
          422,
          'validation_error',
          `Too many emails in the batch: ${payload.length}. The maximum is ${MAX_BATCH_SIZE}.`,
        );
      }
      const checked: ({ index: number; message: MailMessage } | { index: number; error: string })[] = [];
      for (const [index, email] of payload.entries()) {
        try {
          if (isObject(email) && (email.attachments !== undefined || email.scheduled_at !== undefined)) {
            throw new ResendApiError(
              422,
              'validation_error',
              'The `attachments` and `scheduled_at` fields are not supported in batch sends.',
            );
          }
          checked.push({ index, message: await checkFromDomain(toMailMessage(email, `[${index}].`)) });
        } catch (error) {
          if (!(error instanceof ResendApiError) || !permissive) throw error;
          checked.push({ index, error: error.message });
        }
      }
      const data: { id: string }[] = [];
      const errors: { index: number; message: string }[] = [];
      for (const item of checked) {
        if ('message' in item && item.message) data.push({ id: (await deliver(item.message)).id });
        else if ('error' in item && item.error) errors.push({ index: item.index, message: item.error });
      }
      return { status: 200, body: permissive ? { data, errors } : { data } };
    });
    return c.json(answer.body, answer.status as 200);
  });

  const domainNotFound = () => new ResendApiError(404, 'not_found', 'Domain not found');
  const findDomain = async (id: string) => {
    const domain = await domains.get(id);
    if (!domain) throw domainNotFound();
    return domain;
  };

  app.post('/domains', async (c) => {
    const body = parseJson(await c.req.text());
    const name = isObject(body) ? body.name : undefined;
    if (name === undefined || name === null || name === '') {
      throw new ResendApiError(422, 'missing_required_field', 'Missing `name` field.');
    }
    if (typeof name !== 'string' || !isValidDomainName(name.trim().toLowerCase())) {
      throw new ResendApiError(
        422,
        'validation_error',
        'Invalid `name` field: give a domain such as `example.com`.',
      );
    }
    const region = (isObject(body) ? body.region : undefined) ?? 'us-east-1';
    if (!(DOMAIN_REGIONS as readonly unknown[]).includes(region)) {
      throw new ResendApiError(
        422,
        'validation_error',
        `Invalid \`region\` field: one of ${DOMAIN_REGIONS.join(', ')}.`,
      );
    }
    const normalised = name.trim().toLowerCase();
    if (await domains.findByName(normalised)) {
      throw new ResendApiError(403, 'validation_error', registeredDomainMessage(normalised));
    }
    const domain = newDomain(normalised, region as DomainRegion);
    await domains.save(domain);
    await domainChanged('domain.created', domain);
    const { object: _object, ...created } = domainObject(domain);
    return c.json(created);
  });

  app.get('/domains', async (c) => {
    const all = (await domains.list()).reverse();
    const limit = Number(c.req.query('limit') ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      throw new ResendApiError(422, 'validation_error', 'The `limit` must be between 1 and 100.');
    }
    const after = c.req.query('after');
    const start = after ? all.findIndex((domain) => domain.id === after) + 1 : 0;
    const page = all.slice(start, start + limit);
    return c.json({ object: 'list', has_more: start + limit < all.length, data: page.map(domainListItem) });
  });

  app.get('/domains/:id', async (c) => c.json(domainObject(await findDomain(c.req.param('id')))));

  app.post('/domains/:id/verify', async (c) => {
    const domain = await findDomain(c.req.param('id'));
    // Resend checks the DNS in the background; a reserved test domain has nothing to look up.
    const status = domain.status === 'verified' || isReservedDomain(domain.name) ? 'verified' : 'pending';
    if (status !== domain.status) {
      const updated = withStatus(domain, status);
      await domains.save(updated);
      await domainChanged('domain.updated', updated);
    }
    return c.json({ object: 'domain', id: domain.id });
  });

  app.delete('/domains/:id', async (c) => {
    const domain = await findDomain(c.req.param('id'));
    await domains.remove(domain.id);
    await domainChanged('domain.deleted', domain);
    return c.json({ object: 'domain', id: domain.id, deleted: true });
  });

  app.all('*', () => {
    throw new ResendApiError(
      404,
      'not_found',
      'The local outbox implements POST /emails, POST /emails/batch and /domains.',
    );
  });
  return app;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ResendApiError(400, 'validation_error', 'The request body is not valid JSON.');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Resend accepts `email@example.com` or `Name <email@example.com>`.
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const NAMED_ADDRESS = /^[^<>]*<([^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+)>$/;
const isAddress = (value: unknown): value is string =>
  typeof value === 'string' && (ADDRESS.test(value.trim()) || NAMED_ADDRESS.test(value.trim()));

/** One email of a request, validated as Resend validates it, in the mailbox's shape. */
function toMailMessage(email: unknown, at: string): MailMessage {
  if (!isObject(email))
    throw new ResendApiError(422, 'validation_error', `${at || 'The body'} must be an email object.`);
  const field = (name: string) => `\`${at}${name}\``;
  const required = (name: string) => {
    const value = email[name];
    if (value === undefined || value === null || value === '') {
      throw new ResendApiError(422, 'missing_required_field', `Missing ${field(name)} field.`);
    }
    return value;
  };

  const from = required('from');
  if (!isAddress(from)) {
    throw new ResendApiError(
      422,
      'invalid_from_address',
      `Invalid ${field('from')} field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
    );
  }
  const addresses = (name: string, value: unknown): string[] => {
    const list = Array.isArray(value) ? value : [value];
    if (list.length === 0 || list.length > MAX_RECIPIENTS || !list.every(isAddress)) {
      throw new ResendApiError(
        422,
        'validation_error',
        `Invalid ${field(name)} field. Give 1 to ${MAX_RECIPIENTS} addresses as \`email@example.com\` or \`Name <email@example.com>\`.`,
      );
    }
    return list.map((address) => address.trim());
  };
  const to = addresses('to', required('to'));
  const subject = required('subject');
  if (typeof subject !== 'string') {
    throw new ResendApiError(
      422,
      'validation_error',
      `Invalid ${field('subject')} field: it must be a string.`,
    );
  }
  const { html, text } = email;
  if (html === undefined && text === undefined) {
    throw new ResendApiError(
      422,
      'missing_required_field',
      `Missing ${field('html')} or ${field('text')} field.`,
    );
  }
  if ((html !== undefined && typeof html !== 'string') || (text !== undefined && typeof text !== 'string')) {
    throw new ResendApiError(
      422,
      'validation_error',
      `Invalid ${field('html')} or ${field('text')}: strings only.`,
    );
  }

  const headers: Record<string, string> = {};
  if (email.headers !== undefined) {
    if (
      !isObject(email.headers) ||
      !Object.values(email.headers).every((value) => typeof value === 'string')
    ) {
      throw new ResendApiError(
        422,
        'validation_error',
        `Invalid ${field('headers')} field: an object of strings.`,
      );
    }
    Object.assign(headers, email.headers);
  }
  // Copies, not envelope: the mailbox shows one message per send, as the recipients' clients would.
  if (email.cc !== undefined) headers.Cc = addresses('cc', email.cc).join(', ');
  if (email.bcc !== undefined) headers.Bcc = addresses('bcc', email.bcc).join(', ');
  if (email.reply_to !== undefined) headers['Reply-To'] = addresses('reply_to', email.reply_to).join(', ');
  if (email.tags !== undefined) {
    const tags = email.tags;
    const valid =
      Array.isArray(tags) &&
      tags.every(
        (tag) =>
          isObject(tag) &&
          typeof tag.name === 'string' &&
          typeof tag.value === 'string' &&
          /^[A-Za-z0-9_-]{1,256}$/.test(tag.name) &&
          /^[A-Za-z0-9_-]{1,256}$/.test(tag.value),
      );
    if (!valid) {
      throw new ResendApiError(
        422,
        'validation_error',
        `Invalid ${field('tags')} field: names and values of ASCII letters, numbers, underscores or dashes.`,
      );
    }
    headers['X-Resend-Tags'] = (tags as { name: string; value: string }[])
      .map((tag) => `${tag.name}=${tag.value}`)
      .join('; ');
  }

  return {
    from: from.trim(),
    to,
    subject,
    ...(html === undefined ? {} : { html }),
    ...(text === undefined ? {} : { text }),
    headers,
  };
}
