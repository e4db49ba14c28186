/** The webhook's writes on Supabase, with the service role (webhook_events has no API grants). */

import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import { domainEventColumns } from '../sender-domains/domain-events.ts';
import type { SenderDomainRow } from '../sender-domains/store.ts';
import type { IngestOutcome, ResendWebhookStore } from './event-store.ts';
import { webhookEventLog } from './webhook-event-log.ts';
import type { Env } from './webhook-secret.ts';

export function serviceRecipientEventStore(env: Env): ResendWebhookStore {
  const db = serviceClient(env);
  return {
    ...webhookEventLog(db, 'resend'),
    async ingestEvents(events) {
      const outcomes = unwrap(
        await db.rpc('ingest_resend_events', {
          events: events.map(({ eventId, type, recipientEvent, unknownIsFinal }) => ({
            event_id: eventId,
            event_type: type,
            ...(recipientEvent && {
              message_id: recipientEvent.messageId,
              type: recipientEvent.type,
              occurred_at: recipientEvent.occurredAt,
              payload: recipientEvent.payload,
              permanent_bounce: recipientEvent.permanentBounce,
            }),
            unknown_is_final: unknownIsFinal,
          })),
        }),
        'ingest resend events',
      );
      return outcomes as IngestOutcome[];
    },
    async recordDomainEvent({ providerId, event, occurredAt }) {
      const row = unwrap(
        await db
          .from('sender_domains')
          .select('id, status, checked_at, verified_at')
          .eq('provider_id', providerId)
          .maybeSingle(),
        'read sender domain',
      ) as Pick<SenderDomainRow, 'id' | 'status' | 'checked_at' | 'verified_at'> | null;
      if (!row) return 'unknown_domain';
      const columns = domainEventColumns(row, event, occurredAt);
      if (columns === 'stale') return 'stale';
      unwrap(
        await db.from('sender_domains').update(columns).eq('id', row.id).eq('provider_id', providerId),
        'store sender domain event',
      );
      return 'recorded';
    },
  };
}
