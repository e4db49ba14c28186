/**
 * resend-webhook's store in memory, for its tests: the same answers as webhook_events and
 * public.ingest_resend_events / record_recipient_event (flags only turn on; complaints and hard
 * bounces suppress).
 */

import { domainEventColumns } from '../sender-domains/domain-events.ts';
import type { SenderDomainRow } from '../sender-domains/store.ts';
import type {
  IngestOutcome,
  RecipientEventInput,
  RecordOutcome,
  ResendWebhookStore,
} from '../webhooks/event-store.ts';
import type { RecipientEventType } from '../webhooks/resend-events.ts';

export interface MemoryRecipient {
  email: string;
  messageId: string;
  flags: Set<RecipientEventType>;
  lastEventAt?: string;
}

export interface MemoryEventStore extends ResendWebhookStore {
  /** sender_domains rows by id. */
  senderDomains: Map<string, SenderDomainRow>;
  recipients: Map<string, MemoryRecipient>;
  events: Map<string, RecipientEventInput>;
  webhookEvents: Map<string, { type: string; processed: boolean }>;
  suppressed: Map<string, 'bounced' | 'complained'>;
  addRecipient(email: string, messageId: string): MemoryRecipient;
  /** record_recipient_event alone: the recipient event once, its flag, its suppression. */
  recordEvent(event: RecipientEventInput): Promise<RecordOutcome>;
}

export function memoryRecipientEventStore(): MemoryEventStore {
  const recipients = new Map<string, MemoryRecipient>();
  const events = new Map<string, RecipientEventInput>();
  const webhookEvents = new Map<string, { type: string; processed: boolean }>();
  const suppressed = new Map<string, 'bounced' | 'complained'>();
  const senderDomains = new Map<string, SenderDomainRow>();
  return {
    senderDomains,
    async recordDomainEvent({ providerId, event, occurredAt }) {
      const row = [...senderDomains.values()].find((domain) => domain.provider_id === providerId);
      if (!row) return 'unknown_domain';
      const columns = domainEventColumns(row, event, occurredAt);
      if (columns === 'stale') return 'stale';
      Object.assign(row, columns);
      return 'recorded';
    },
    recipients,
    events,
    webhookEvents,
    suppressed,
    addRecipient(email, messageId) {
      const recipient: MemoryRecipient = { email, messageId, flags: new Set() };
      recipients.set(messageId, recipient);
      return recipient;
    },
    async beginEvent(eventId, type) {
      const seen = webhookEvents.get(eventId);
      if (seen?.processed) return 'handled';
      if (!seen) webhookEvents.set(eventId, { type, processed: false });
      return 'new';
    },
    async finishEvent(eventId) {
      const seen = webhookEvents.get(eventId);
      if (seen) seen.processed = true;
    },
    async ingestEvents(incoming): Promise<IngestOutcome[]> {
      const outcomes: IngestOutcome[] = [];
      for (const { eventId, type, recipientEvent, unknownIsFinal } of incoming) {
        if (webhookEvents.get(eventId)?.processed) {
          outcomes.push('handled');
          continue;
        }
        const outcome = recipientEvent
          ? await this.recordEvent({ ...recipientEvent, providerEventId: eventId })
          : 'ignored';
        webhookEvents.set(eventId, { type, processed: outcome !== 'unknown_message' || unknownIsFinal });
        outcomes.push(outcome);
      }
      return outcomes;
    },
    async recordEvent(event): Promise<RecordOutcome> {
      const recipient = recipients.get(event.messageId);
      if (!recipient) return 'unknown_message';
      if (events.has(event.providerEventId)) return 'duplicate';
      events.set(event.providerEventId, event);
      if (event.type !== 'failed') recipient.flags.add('sent');
      recipient.flags.add(event.type);
      if (!recipient.lastEventAt || recipient.lastEventAt < event.occurredAt) {
        recipient.lastEventAt = event.occurredAt;
      }
      if (event.type === 'complained' || (event.type === 'bounced' && event.permanentBounce)) {
        if (!suppressed.has(recipient.email)) {
          suppressed.set(recipient.email, event.type === 'complained' ? 'complained' : 'bounced');
        }
      }
      return 'recorded';
    },
  };
}
