import Stripe from 'stripe';
import { LOCAL_WEBHOOK_SECRET } from '../../functions/_shared/billing/environment.ts';
import type { RunningStack } from '../../local/stack.ts';

export interface StripeEventInput {
  /** A fresh evt_… id unless given (replays and duplicates give theirs). */
  id?: string;
  type: string;
  /** Seconds since the epoch; now unless given (ordering tests give theirs). */
  created?: number;
  data: { object: Record<string, unknown> };
}

/** Posts a raw event payload to the stack's stripe-webhook with a Stripe-Signature made from `secret`. */
export async function postSignedPayload(stack: RunningStack, payload: string, secret = LOCAL_WEBHOOK_SECRET) {
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return fetch(`${stack.apiUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

/** An event as Stripe would send it, signed with the local secret, to the stack's stripe-webhook. */
export async function deliverStripeEvent(stack: RunningStack, event: StripeEventInput) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: event.type,
    created: event.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: event.data,
  });
  const response = await postSignedPayload(stack, payload);
  return { status: response.status, body: await response.json() };
}
