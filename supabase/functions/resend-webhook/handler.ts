/**
 * POST /resend-webhook (verify_jwt = false: Resend signs through Svix, it does not sign in). The
 * raw body is verified with the `svix` package against RESEND_WEBHOOK_SECRET (the local mailbox's
 * fixed secret only on a local stack without a Resend key), within Svix's five-minute timestamp
 * tolerance; anything else is refused before a single write. Verified email events that arrive
 * together (within GATHER.waitMs, or while the worker's call is running) share one database call,
 * public.ingest_resend_events, each delivery awaiting its own answer: each svix-id once
 * (webhook_events, provider 'resend') and each event recorded against the recipient whose message
 * id it names (record_recipient_events, whose flags only ever turn on), in one transaction, so
 * replays, duplicates and events out of order are harmless. An email event within the hour whose id
 * no recipient has yet answers 409 (the sender stores ids after Resend answered); a failure of the
 * call answers 500 to every delivery it carried (none of them was recorded): Resend retries both.
 * Domain events (`domain.created`, `domain.updated`, `domain.deleted`) update the sender_domains
 * row whose provider_id they name (status and records; domain-events.ts); an id no row has is
 * acknowledged and ignored. The webhook frame (_shared/webhooks/webhook-delivery.ts) does the rest.
 */

import { Webhook } from 'svix';
import { type GatherOptions, gatheredCalls } from '../_shared/db/gathered-calls.ts';
import type { IncomingEvent, IngestOutcome, ResendWebhookStore } from '../_shared/webhooks/event-store.ts';
import {
  isDomainEventType,
  isPermanentBounce,
  type ResendDomainEvent,
  type ResendEvent,
  recipientEventType,
} from '../_shared/webhooks/resend-events.ts';
import { serviceRecipientEventStore } from '../_shared/webhooks/supabase-event-store.ts';
import {
  type HandledEvent,
  RefusedDelivery,
  RetryLater,
  type VerifiedEvent,
  type WebhookSource,
  webhookEndpoint,
} from '../_shared/webhooks/webhook-delivery.ts';
import { type Env, resendWebhookSecret } from '../_shared/webhooks/webhook-secret.ts';

export interface ResendWebhookDeps {
  env: Env;
  store: () => ResendWebhookStore;
  /** How deliveries are gathered into one database call (GATHER unless a test says otherwise). */
  gather?: GatherOptions;
}

/**
 * Deliveries within 2 ms of each other share a call, up to 100; while a call runs, those that arrive
 * wait and leave together when it ends (one call at a time per worker: a campaign's hot rows take
 * one transaction at a time anyway, docs/events.md "Where the time goes").
 */
export const GATHER: GatherOptions = { waitMs: 2, maxBatch: 100 };

/** How long after an email event its message may still be unknown for want of its stored id. */
const SENDER_CATCH_UP_MS = 60 * 60 * 1000;

const SVIX_HEADERS = ['svix-id', 'svix-timestamp', 'svix-signature'] as const;

const SOURCE: WebhookSource = {
  name: 'resend-webhook',
  secretVariable: 'RESEND_WEBHOOK_SECRET',
  secret: resendWebhookSecret,
  sender: 'Resend',
};

/** The raw body against the Svix headers (and their five-minute tolerance), then its shape. */
async function verify(
  payload: string,
  headers: Headers,
  secret: string,
): Promise<VerifiedEvent<ResendEvent>> {
  const svix: Record<string, string> = {};
  for (const name of SVIX_HEADERS) {
    const value = headers.get(name);
    if (!value) throw new RefusedDelivery('invalid_signature', `The ${name} header is missing.`);
    svix[name] = value;
  }
  try {
    new Webhook(secret).verify(payload, svix);
  } catch {
    throw new RefusedDelivery('invalid_signature', 'The signature does not match the payload or is too old.');
  }
  let event: ResendEvent | undefined;
  try {
    event = JSON.parse(payload) as ResendEvent;
  } catch {
    // Answered below, as any other body that is not an event.
  }
  if (typeof event?.type !== 'string' || typeof event.data !== 'object' || event.data === null) {
    throw new RefusedDelivery('invalid_payload', 'The event is not a Resend event.');
  }
  return { id: svix['svix-id'] as string, type: event.type, event };
}

export const createResendWebhookHandler = (deps: ResendWebhookDeps | (() => ResendWebhookDeps)) => {
  // One gatherer per store, and the store is the worker's: the deliveries it serves at once.
  const gatherers = new WeakMap<ResendWebhookStore, (event: IncomingEvent) => Promise<IngestOutcome>>();
  const gathered = (store: ResendWebhookStore, options: GatherOptions = GATHER) => {
    let ingest = gatherers.get(store);
    if (!ingest) {
      ingest = gatheredCalls((events: IncomingEvent[]) => store.ingestEvents(events), options);
      gatherers.set(store, ingest);
    }
    return ingest;
  };
  return webhookEndpoint({
    source: SOURCE,
    deps,
    verify,
    store: (resolved) => resolved.store(),
    handleOnce: (event, store, resolved, id) => ingestEvent(gathered(store, resolved.gather), id, event),
    handle: (event, store) => recordDomainEvent(store, event as unknown as ResendDomainEvent),
  });
};

/**
 * Every event but a domain event in one call, shared with the deliveries that arrive with it: its id
 * once, the recipient event it records (none for a type that is acknowledged and ignored), the id
 * finished unless the message is unknown and recent.
 */
async function ingestEvent(
  ingest: (event: IncomingEvent) => Promise<IngestOutcome>,
  eventId: string,
  event: ResendEvent,
): Promise<HandledEvent | 'handled' | undefined> {
  if (isDomainEventType(event.type)) return undefined;
  const type = recipientEventType(event.type);
  const messageId = typeof event.data.email_id === 'string' ? event.data.email_id : '';
  const occurred = occurredAt(event);
  // The sender stores a message id once Resend has answered it, and Resend may report the email
  // first: a recent event of an unknown id is answered 409, so Resend retries it (5 s, 5 min, 30 min
  // later) and the retry is recorded. An older one is someone else's mail (an invitation, another
  // project on the account): acknowledged and settled, so it is not retried for days.
  const recent = Date.now() - Date.parse(occurred) < SENDER_CATCH_UP_MS;
  const outcome = await ingest({
    eventId,
    type: event.type,
    recipientEvent:
      type && messageId
        ? {
            messageId,
            type,
            occurredAt: occurred,
            payload: event,
            permanentBounce: type === 'bounced' && isPermanentBounce(event.data.bounce),
          }
        : undefined,
    unknownIsFinal: !recent,
  });
  if (outcome === 'handled') return 'handled';
  if (outcome === 'ignored') return { answer: { outcome: 'ignored' } };
  if (outcome === 'unknown_message') {
    if (recent) {
      console.warn('resend-webhook: no recipient has message id yet', messageId, event.type, eventId);
      throw new RetryLater('unknown_message', 'No email has this id yet; Resend will retry.');
    }
    return { answer: { outcome: 'ignored', reason: 'unknown_message' } };
  }
  return { answer: { outcome } };
}

async function recordDomainEvent(store: ResendWebhookStore, event: ResendDomainEvent): Promise<HandledEvent> {
  const providerId = typeof event.data.id === 'string' ? event.data.id : '';
  if (!providerId) return { answer: { outcome: 'ignored' } };
  const outcome = await store.recordDomainEvent({ providerId, event, occurredAt: occurredAt(event) });
  // Not a domain of this project (another product on the same account, or one already removed).
  if (outcome === 'unknown_domain') return { answer: { outcome: 'ignored', reason: 'unknown_domain' } };
  // Older than what the row says (events can arrive out of order): nothing to change.
  if (outcome === 'stale') return { answer: { outcome: 'ignored', reason: 'stale' } };
  return { answer: { outcome } };
}

/** When it happened: the event's created_at, else now (a malformed date must not lose the event). */
function occurredAt(event: { created_at: string }): string {
  const time = Date.parse(event.created_at);
  return new Date(Number.isNaN(time) ? Date.now() : time).toISOString();
}

export const handler = createResendWebhookHandler(() => {
  const env = Deno.env.toObject();
  let store: ResendWebhookStore | undefined;
  return { env, store: () => (store ??= serviceRecipientEventStore(env)) };
});
