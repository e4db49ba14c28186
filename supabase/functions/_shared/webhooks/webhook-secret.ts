/**
 * The secret resend-webhook checks signatures with: RESEND_WEBHOOK_SECRET, else the local mailbox's
 * fixed secret — but only on a local stack (http/local-stack-url.ts) that sends through its local
 * outbox (no Resend key, or the stack's placeholder), so a deployed project without its secret
 * refuses every event instead of trusting a secret published in this repository.
 */

import { isLocalStackUrl } from '../http/local-stack-url.ts';
import { LOCAL_OUTBOX_API_KEY, LOCAL_RESEND_WEBHOOK_SECRET } from './resend-events.ts';

export type Env = Readonly<Record<string, string | undefined>>;

export function usesLocalMailbox(env: Env): boolean {
  const key = env.RESEND_API_KEY?.trim();
  return (!key || key === LOCAL_OUTBOX_API_KEY) && isLocalStackUrl(env.SUPABASE_URL);
}

export function resendWebhookSecret(env: Env): string | undefined {
  const configured = env.RESEND_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  return usesLocalMailbox(env) ? LOCAL_RESEND_WEBHOOK_SECRET : undefined;
}
