/**
 * A stand-in for Resend on loopback, for the processor's tests and the bench: /emails and
 * /emails/batch, Idempotency-Key honoured as Resend does (the same key answers the first answer
 * again and sends nothing; the same key with other content is a 409 invalid_idempotent_request),
 * scripted failures (429 with Retry-After, 5xx), From domains refused as not verified (Resend's
 * 403 validation_error, answered without keeping the key: nothing was sent), and a record of every
 * request and every delivered message.
 */

export interface FakeRequest {
  path: string;
  idempotencyKey: string | null;
  status: number;
  at: number;
}

export interface DeliveredMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string | undefined;
  replyTo: unknown;
  headers: Record<string, string>;
  tags: { name: string; value: string }[];
  attachments: { filename: string; content: string }[] | undefined;
}

export interface FakeResend {
  baseUrl: string;
  requests: FakeRequest[];
  delivered: DeliveredMessage[];
  /** Answers the next requests with these statuses (then 200s again). */
  failNext(...failures: { status: number; retryAfter?: number }[]): void;
  /** From domains refused as Resend refuses a domain not verified in the account. */
  unverifiedDomains: Set<string>;
  /** Called on each request before it is answered (a test aborts its run from here). */
  onRequest?: (request: FakeRequest) => void;
  close(): Promise<void>;
}

type Email = Omit<DeliveredMessage, 'id' | 'replyTo'> & { reply_to?: unknown };

const fromDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? '';

/** Resend's words for a From domain the account has not verified. */
export const domainNotVerifiedMessage = (domain: string) =>
  `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`;

export function startFakeResend(): FakeResend {
  const requests: FakeRequest[] = [];
  const delivered: DeliveredMessage[] = [];
  const answered = new Map<string, { status: number; body: unknown; request: string }>();
  const failures: { status: number; retryAfter?: number }[] = [];
  let next = 0;

  const deliver = (email: Email): { id: string } => {
    next += 1;
    const id = `fake-${String(next).padStart(6, '0')}`;
    delivered.push({
      id,
      to: String(email.to),
      from: email.from,
      subject: email.subject,
      html: email.html,
      text: email.text,
      replyTo: email.reply_to,
      headers: email.headers ?? {},
      tags: email.tags ?? [],
      attachments: email.attachments,
    });
    return { id };
  };

  const fake: FakeResend = {
    baseUrl: '',
    requests,
    delivered,
    failNext(...more) {
      failures.push(...more);
    },
    unverifiedDomains: new Set(),
    close: async () => {},
  };

  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (request) => {
    const path = new URL(request.url).pathname;
    const key = request.headers.get('idempotency-key');
    const raw = await request.text();
    const body = JSON.parse(raw);
    const failure = failures.shift();
    const record: FakeRequest = {
      path,
      idempotencyKey: key,
      status: failure?.status ?? 200,
      at: performance.now(),
    };
    requests.push(record);
    fake.onRequest?.(record);
    if (failure) {
      return Response.json(
        {
          statusCode: failure.status,
          name: failure.status === 429 ? 'rate_limit_exceeded' : 'application_error',
          message: 'Scripted failure.',
        },
        {
          status: failure.status,
          headers: failure.retryAfter === undefined ? {} : { 'retry-after': String(failure.retryAfter) },
        },
      );
    }
    const emails = (Array.isArray(body) ? body : [body]) as Email[];
    const unverified = emails
      .map((email) => fromDomain(email.from))
      .find((d) => fake.unverifiedDomains.has(d));
    if (unverified) {
      record.status = 403;
      return Response.json(
        { statusCode: 403, name: 'validation_error', message: domainNotVerifiedMessage(unverified) },
        { status: 403 },
      );
    }
    const cacheKey = key ? `${path} ${key}` : null;
    const earlier = cacheKey ? answered.get(cacheKey) : undefined;
    if (earlier && earlier.request !== raw) {
      record.status = 409;
      return Response.json(
        {
          statusCode: 409,
          name: 'invalid_idempotent_request',
          message: 'Same idempotency key used with a different request payload.',
        },
        { status: 409 },
      );
    }
    if (earlier) {
      record.status = earlier.status;
      return Response.json(earlier.body, { status: earlier.status });
    }
    let answer: { status: number; body: unknown; request: string };
    if (path.endsWith('/emails/batch')) {
      const emails = body as Email[];
      answer = emails.some((email) => email.attachments !== undefined)
        ? {
            request: raw,
            status: 422,
            body: {
              statusCode: 422,
              name: 'validation_error',
              message: 'The `attachments` field is not supported in batch sends.',
            },
          }
        : { request: raw, status: 200, body: { data: emails.map(deliver) } };
    } else {
      answer = { request: raw, status: 200, body: deliver(body as Email) };
    }
    record.status = answer.status;
    if (cacheKey) answered.set(cacheKey, answer);
    return Response.json(answer.body, { status: answer.status });
  });
  fake.baseUrl = `http://127.0.0.1:${server.addr.port}`;
  fake.close = () => server.shutdown();
  return fake;
}
