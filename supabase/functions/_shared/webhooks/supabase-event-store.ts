/** The webhook's writes on Supabase, with the service role (webhook_events has no API grants). */

import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import type { RecipientEventStore, RecordOutcome } from './event-store.ts';
import { webhookEventLog } from './webhook-event-log.ts';
import type { Env } from './webhook-secret.ts';

export function serviceRecipientEventStore(env: Env): RecipientEventStore {
  const db = serviceClient(env);
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
