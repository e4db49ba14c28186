/**
 * public.webhook_events as each webhook uses it (service role: the table has no API grants): an
 * event id is claimed on arrival and marked processed once handled, so a redelivery of a finished
 * event is answered without doing anything twice.
 */

import type { SupabaseClient } from '@supabase/supabase-js';
import { unwrap } from '../db/unwrap.ts';

export interface WebhookEventLog {
  /** Records a webhook event id; 'handled' when an earlier delivery already finished it. */
  beginEvent(eventId: string, type: string): Promise<'new' | 'handled'>;
  finishEvent(eventId: string): Promise<void>;
}

export function webhookEventLog(db: SupabaseClient, provider: 'stripe' | 'resend'): WebhookEventLog {
  return {
    async beginEvent(eventId, type) {
      const inserted = unwrap(
        await db
          .from('webhook_events')
          .upsert(
            { provider, event_id: eventId, type },
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
          .eq('provider', provider)
          .eq('event_id', eventId)
          .maybeSingle(),
        'read webhook event',
      );
      // Seen but never finished (a crash midway): handled again. Each webhook's changes are guarded
      // (Stripe's by status, Resend's by record_recipient_event recording a provider event once).
      return seen?.processed_at ? 'handled' : 'new';
    },
    async finishEvent(eventId) {
      unwrap(
        await db
          .from('webhook_events')
          .update({ processed_at: new Date().toISOString() })
          .eq('provider', provider)
          .eq('event_id', eventId),
        'finish webhook event',
      );
    },
  };
}
