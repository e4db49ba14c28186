/** The webhook's writes on Supabase, with the service role (webhook_events has no API grants). */

import { createClient } from '@supabase/supabase-js';
import type { RecipientEventStore, RecordOutcome } from './event-store.ts';
import { webhookEventLog } from './webhook-event-log.ts';
import type { Env } from './webhook-secret.ts';

interface Result<T> {
  data: T;
  error: { code?: string; message: string } | null;
  status: number;
}

function unwrap<T>({ data, error, status }: Result<T>, what: string): T {
  if (error) throw new Error(`${what}: ${error.code ?? status} ${error.message}`);
  return data;
}

export function serviceRecipientEventStore(env: Env): RecipientEventStore {
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!env.SUPABASE_URL || !key) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set');
  const db = createClient(env.SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return {
    ...webhookEventLog(db, 'resend'),
    async recordEvent(event) {
      const outcome = unwrap(
        await db.rpc('record_recipient_event', {
          provider_event_id: event.providerEventId,
          message_id: event.messageId,
          type: event.type,
          occurred_at: event.occurredAt,
          payload: event.payload,
          permanent_bounce: event.permanentBounce,
        }),
        'record recipient event',
      );
      return outcome as RecordOutcome;
    },
  };
}
