/**
 * The frame of the signed webhooks (stripe-webhook, resend-webhook): POST only, 500 to every event
 * while no secret may be trusted, the raw body checked by the provider's signature before anything
 * is parsed or written (400 otherwise), each event id handled once through webhook_events, and the
 * answer policy: 2xx once handled (or already handled), 400 for what a retry cannot fix, 409 for an
 * event that arrived before what it is about (RetryLater), 5xx for a failure of ours; 409 and 5xx
 * leave the event unfinished, so the provider's retry handles it again.
 * Each function keeps only its signature check and its event handling.
 */

import type { Env } from '../env.ts';
import { json } from '../http/json.ts';
import type { WebhookEventLog } from './webhook-event-log.ts';

export interface WebhookSource {
  /** The function's name, which starts its log lines. */
  name: string;
  /** The environment variable its signing secret is read from. */
  secretVariable: string;
  /** The secret to check signatures with; undefined when none may be trusted. */
  secret(env: Env): string | undefined;
  /** Who retries a delivery answered 500, for the refusal's message. */
  sender: string;
}

/** A delivery the signature check refuses (400): unsigned, forged, too old, or not an event. */
export class RefusedDelivery extends Error {
  constructor(
    readonly code: 'invalid_signature' | 'invalid_payload',
    message: string,
  ) {
    super(message);
    this.name = 'RefusedDelivery';
  }
}

/**
 * An event that is early, not wrong: what it names is not stored yet (Resend reports an email
 * before the sender has stored its id). Answered 409, which the provider retries, as it does not
 * retry a 2xx.
 */
export class RetryLater extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}

/** A verified event: the id it is handled once by, its type, and the provider's event itself. */
export interface VerifiedEvent<Event> {
  id: string;
  type: string;
  event: Event;
}

export interface HandledEvent {
  /** Answered after `received: true`. */
  answer: Record<string, unknown>;
}

export interface WebhookEndpoint<Deps extends { env: Env }, Event, Store extends WebhookEventLog> {
  source: WebhookSource;
  /** Resolved at the first request, so a worker reads its env and builds its clients once. */
  deps: Deps | (() => Deps);
  /** Checks the raw body against the request's signature headers; throws RefusedDelivery. */
  verify(payload: string, headers: Headers, secret: string): Promise<VerifiedEvent<Event>>;
  /** Where the event is recorded once and handled. */
  store(deps: Deps): Store;
  /** The function's work on a new event. */
  handle(event: Event, store: Store, deps: Deps, id: string): Promise<HandledEvent>;
  /**
   * Optional: the event's id recorded once and the event handled in a single call to the store (one
   * database round trip instead of begin, handle and finish): 'handled' when an earlier delivery
   * finished it, undefined for an event it leaves to beginEvent, handle and finishEvent.
   */
  handleOnce?(
    event: Event,
    store: Store,
    deps: Deps,
    id: string,
  ): Promise<HandledEvent | 'handled' | undefined>;
}

const refusal = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

export function webhookEndpoint<Deps extends { env: Env }, Event, Store extends WebhookEventLog>(
  endpoint: WebhookEndpoint<Deps, Event, Store>,
): (request: Request) => Promise<Response> {
  const { source } = endpoint;
  let resolved: Deps | undefined;
  return async (request) => {
    resolved ??= typeof endpoint.deps === 'function' ? (endpoint.deps as () => Deps)() : endpoint.deps;
    if (request.method !== 'POST') {
      const response = refusal(405, 'method_not_allowed', 'Use POST.');
      response.headers.set('Allow', 'POST');
      return response;
    }
    const secret = source.secret(resolved.env);
    if (!secret) {
      console.error(`${source.name}: ${source.secretVariable} is not set; every event is refused`);
      return refusal(500, 'webhook_not_configured', 'The webhook secret is not configured.');
    }
    let verified: VerifiedEvent<Event>;
    try {
      verified = await endpoint.verify(await request.text(), request.headers, secret);
    } catch (error) {
      if (error instanceof RefusedDelivery) return refusal(400, error.code, error.message);
      throw error;
    }
    const deps = resolved;
    const { handleOnce } = endpoint;
    return handleEventOnce(
      source,
      () => endpoint.store(deps),
      verified,
      (store) => endpoint.handle(verified.event, store, deps, verified.id),
      handleOnce && ((store) => handleOnce(verified.event, store, deps, verified.id)),
    );
  };
}

/**
 * Claims the event id, handles the event and marks it finished: `{ received: true, ...answer }`
 * (all three in one call when the endpoint's handleOnce takes the event).
 * A redelivery of a finished event answers `{ received: true, duplicate: true }` and does nothing;
 * an early event (RetryLater) is answered 409 and a failure is logged and answered 500, both with
 * the event left unfinished for the retry.
 */
async function handleEventOnce<Store extends WebhookEventLog>(
  source: WebhookSource,
  openStore: () => Store,
  event: { id: string; type: string },
  handle: (store: Store) => Promise<HandledEvent>,
  handleOnce?: (store: Store) => Promise<HandledEvent | 'handled' | undefined>,
): Promise<Response> {
  const duplicate = () => json({ received: true, duplicate: true });
  try {
    const store = openStore();
    const once = await handleOnce?.(store);
    if (once === 'handled') return duplicate();
    if (once) return json({ received: true, ...once.answer });
    if ((await store.beginEvent(event.id, event.type)) === 'handled') return duplicate();
    const { answer } = await handle(store);
    await store.finishEvent(event.id);
    return json({ received: true, ...answer });
  } catch (error) {
    if (error instanceof RetryLater) return refusal(409, error.code, error.message);
    console.error(`${source.name}:`, event.id, event.type, error);
    return refusal(500, 'unexpected', `The event could not be handled; ${source.sender} will retry.`);
  }
}
