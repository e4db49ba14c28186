import { randomUUID } from 'node:crypto';
import { Webhook } from 'svix';
import type {
  ResendDomainEvent,
  ResendDomainEventType,
  ResendEvent,
  ResendEventType,
} from '../../functions/_shared/webhooks/resend-events.ts';
import type { StoredMail } from './mailbox.ts';
import type { LocalDomain } from './resend-domains.ts';
import type { MailViewerEvent } from './viewer.ts';

/**
 * The local mailbox reporting what happens to a message as Resend would: Svix-signed events in
 * Resend's shape, POSTed to the stack's resend-webhook. Only messages that came through the local
 * Resend API are reported (auth emails are not Resend's); so are the local Resend account's domain
 * changes (`domain.created`, `domain.updated`, `domain.deleted`). Delivery is in the background and retried
 * while the functions are starting or the sender has not stored the message id yet (409); it never
 * fails a send or a page of the viewer.
 */
export interface LocalResendWebhooksOptions {
  /** The webhook endpoint: `${SUPABASE_URL}/functions/v1/resend-webhook`. */
  url: string;
  /** The Svix secret (`whsec_…`), read at each event so a changed .env applies. */
  secret: () => string;
  fetch?: typeof fetch;
  /** Waits before each retry; Resend retries for days, a local stack for seconds. */
  retryDelaysMs?: readonly number[];
}

export interface LocalResendWebhooks {
  /** The outbox's listener: email.sent, then email.delivered. */
  delivered(mail: StoredMail): void;
  /** The viewer's listener: opened, clicked, bounced, complained, failed. */
  viewed(event: MailViewerEvent): void;
  /** The local Resend account's listener: a domain created, changed (status, records) or deleted. */
  domainChanged(type: ResendDomainEventType, domain: LocalDomain): void;
  /** Resolves once every event sent so far is delivered or given up. */
  idle(): Promise<void>;
  /** Drops pending retries (the stack is stopping). */
  stop(): void;
}

const DEFAULT_RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000, 15000, 30000];

/** What the Fail button reports, in email.failed's `data.failed`. */
export const LOCAL_FAILURE = {
  reason: 'The provider could not deliver the email (simulated in the local mailbox).',
};

const LOCAL_BOUNCE = {
  type: 'Permanent',
  subType: 'General',
  message: "The recipient's mail server permanently rejected the email (simulated in the local mailbox).",
};

export function localResendWebhooks(options: LocalResendWebhooksOptions): LocalResendWebhooks {
  const send = options.fetch ?? fetch;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  const sleepers = new Set<() => void>();
  let stopped = false;
  // Per message, events go out one after another, so `sent` reaches the webhook before `delivered`.
  const chains = new Map<string, Promise<void>>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  /**
   * One event, signed afresh at each attempt (Svix's timestamp is the attempt's), same svix-id,
   * retried as Svix retries: on any answer but a 2xx, sooner than Svix does (seconds, not minutes),
   * and given up on a 400 or 401.
   */
  const post = async (event: ResendEvent | ResendDomainEvent) => {
    const id = `msg_${randomUUID().replaceAll('-', '')}`;
    const payload = JSON.stringify(event);
    let problem: string | undefined;
    for (let attempt = 0; attempt <= delays.length && !stopped; attempt++) {
      if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
      if (stopped) return;
      const timestamp = new Date();
      try {
        const response = await send(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'svix-id': id,
            'svix-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'svix-signature': new Webhook(options.secret()).sign(id, timestamp, payload),
          },
          body: payload,
        });
        await response.body?.cancel();
        if (response.ok) return;
        // 409: no recipient has the message id yet (the sender stores it after the outbox answered),
        // or never will (an invitation, which Resend reports too): dropped quietly after the retries.
        problem = response.status === 409 ? undefined : `HTTP ${response.status}`;
        // A refused signature or payload will not improve with time.
        if (response.status === 400 || response.status === 401) break;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
    }
    if (!stopped && problem) {
      const subject = 'email_id' in event.data ? event.data.email_id : event.data.name;
      console.warn(`local mailbox: ${event.type} for ${subject} not recorded (${problem})`);
    }
  };

  /** Posts the event after the earlier events of the same message or domain. */
  const enqueue = (key: string, event: ResendEvent | ResendDomainEvent) => {
    const previous = chains.get(key) ?? Promise.resolve();
    const task = previous.then(() => post(event)).catch((error) => console.error('local mailbox:', error));
    chains.set(key, task);
    pending.add(task);
    void task.finally(() => {
      pending.delete(task);
      if (chains.get(key) === task) chains.delete(key);
    });
  };

  const emit = (type: ResendEventType, mail: StoredMail, extra: Partial<ResendEvent['data']> = {}) => {
    if (mail.source !== 'resend' || stopped) return;
    const event: ResendEvent = {
      type,
      created_at: new Date().toISOString(),
      data: {
        email_id: mail.id,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        created_at: mail.createdAt,
        ...tagsOf(mail),
        ...extra,
      },
    };
    enqueue(mail.id, event);
  };

  return {
    delivered(mail) {
      emit('email.sent', mail);
      emit('email.delivered', mail);
    },
    viewed(event) {
      if (event.type === 'opened') emit('email.opened', event.mail);
      else if (event.type === 'clicked') {
        emit('email.clicked', event.mail, {
          click: {
            link: event.url,
            ipAddress: '127.0.0.1',
            timestamp: new Date().toISOString(),
            userAgent: 'Local mailbox',
          },
        });
      } else if (event.type === 'bounced') emit('email.bounced', event.mail, { bounce: LOCAL_BOUNCE });
      else if (event.type === 'complained') emit('email.complained', event.mail);
      else if (event.type === 'failed') emit('email.failed', event.mail, { failed: LOCAL_FAILURE });
    },
    domainChanged(type, domain) {
      if (stopped) return;
      enqueue(`domain:${domain.id}`, {
        type,
        created_at: new Date().toISOString(),
        data: {
          id: domain.id,
          name: domain.name,
          status: domain.status,
          created_at: domain.created_at,
          region: domain.region,
          records: domain.records,
        },
      });
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
    },
  };
}

/** Resend's payloads carry tags as an object; the outbox keeps them in X-Resend-Tags (`a=b; c=d`). */
function tagsOf(mail: StoredMail): { tags?: Record<string, string> } {
  const header = mail.headers?.['X-Resend-Tags'];
  if (!header) return {};
  const tags: Record<string, string> = {};
  for (const pair of header.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name && value !== undefined) tags[name] = value;
  }
  return { tags };
}
