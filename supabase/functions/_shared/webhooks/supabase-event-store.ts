/** The webhook's writes on Supabase, with the service role (webhook_events has no API grants). */

import { createClient } from '@supabase/supabase-js';
import type { RecipientEventStore, RecordOutcome } from './event-store.ts';
import type { Env } from './webhook-secret.ts';

const PROVIDER = 'resend';

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
    async beginEvent(eventId, type) {
      const inserted = unwrap(
        await db
          .from('webhook_events')
          .upsert(
            { provider: PROVIDER, event_id: eventId, type },
            { onConflict: 'provider,event_id', ignoreDuplicates: true },
          )
          .select('event_id'),
        'record webhook event',
      );
      if ((inserted ?? []).length > 0) return 'new';
      const seen = unwrap(
        await db
          .from('webhook_events')
          .select('processed_at')
          .eq('provider', PROVIDER)
          .eq('event_id', eventId)
          .maybeSingle(),
        'read webhook event',
      );
      // Seen but never finished (a crash midway, or a message id not stored yet): handled again;
      // record_recipient_event itself records each provider event once.
      return seen?.processed_at ? 'handled' : 'new';
    },
    async finishEvent(eventId) {
      unwrap(
        await db
          .from('webhook_events')
          .update({ processed_at: new Date().toISOString() })
          .eq('provider', PROVIDER)
          .eq('event_id', eventId),
        'finish webhook event',
      );
    },
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
