/**
 * What the signed webhooks (stripe-webhook, resend-webhook) do around their own signature checks:
 * uncached JSON answers, the refusals made before a body is read, and each event id handled once
 * through webhook_events, so a redelivery does nothing twice and a failure is retried.
 */

import { json } from '../http/json.ts';
import type { WebhookEventLog } from './webhook-event-log.ts';

type Env = Readonly<Record<string, string | undefined>>;

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

const uncachedJson = (body: unknown, status = 200) => json(body, status);

export const refusal = (status: number, code: string, message: string) =>
  uncachedJson({ error: { code, message } }, status);

/**
 * A webhook function: its deps made on first use, 405 to anything but a POST, and 500 to every
 * event while no secret may be trusted (the logs say which variable to set); `receive` checks the
 * signature with the secret and handles the event.
 */
export function webhookEndpoint<Deps extends { env: Env }>(
  source: WebhookSource,
  deps: Deps | (() => Deps),
  receive: (request: Request, deps: Deps, secret: string) => Promise<Response>,
): (request: Request) => Promise<Response> {
  let resolved: Deps | undefined;
  return async (request) => {
    resolved ??= typeof deps === 'function' ? deps() : deps;
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
    return receive(request, resolved, secret);
  };
}

export interface HandledEvent {
  /** Answered after `received: true`. */
  answer: Record<string, unknown>;
  /** false leaves the event unfinished, so the sender's retry of it is handled again. */
  finish?: boolean;
}

/**
 * Claims the event id, handles the event and marks it finished: `{ received: true, ...answer }`.
 * A redelivery of a finished event answers `{ received: true, duplicate: true }` and does nothing;
 * a failure is logged and answered 500 with the event left unfinished for the retry.
 */
export async function handleEventOnce<Store extends WebhookEventLog>(
  source: WebhookSource,
  openStore: () => Store,
  event: { id: string; type: string },
  handle: (store: Store) => Promise<HandledEvent>,
): Promise<Response> {
  try {
    const store = openStore();
    if ((await store.beginEvent(event.id, event.type)) === 'handled') {
      return uncachedJson({ received: true, duplicate: true });
    }
    const { answer, finish = true } = await handle(store);
    if (finish) await store.finishEvent(event.id);
    return uncachedJson({ received: true, ...answer });
  } catch (error) {
    console.error(`${source.name}:`, event.id, event.type, error);
    return refusal(500, 'unexpected', `The event could not be handled; ${source.sender} will retry.`);
  }
}
