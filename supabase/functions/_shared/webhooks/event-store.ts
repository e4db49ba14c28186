/** What resend-webhook writes, as the service role. Tests swap in _shared/testing/memory-event-store.ts. */

import type { DomainEventOutcome } from '../sender-domains/domain-events.ts';
import type { RecipientEventType, ResendDomainEvent } from './resend-events.ts';

export interface RecipientEventInput {
  providerEventId: string;
  messageId: string;
  type: RecipientEventType;
  occurredAt: string;
  payload: unknown;
  permanentBounce: boolean;
}

/** What public.record_recipient_event answers. */
export type RecordOutcome = 'recorded' | 'duplicate' | 'unknown_message';

/** One verified Resend event as public.ingest_resend_events takes it. */
export interface IncomingEvent {
  /** The svix-id: webhook_events' id and the recipient event's provider_event_id. */
  eventId: string;
  /** Resend's type (`email.opened`, `contact.created`, …), as webhook_events keeps it. */
  type: string;
  /** What it records for a recipient; none for an event that is acknowledged and ignored. */
  recipientEvent?: Omit<RecipientEventInput, 'providerEventId'>;
  /** An unknown message id is settled (acknowledged, never retried) rather than left for a retry. */
  unknownIsFinal: boolean;
}

/**
 * What public.ingest_resend_events answers for each event: 'handled' when an earlier delivery of the
 * id finished it (or the same id earlier in the batch), 'ignored' when there was nothing to record,
 * else record_recipient_events' answer.
 */
export type IngestOutcome = 'handled' | 'ignored' | RecordOutcome;

export interface RecipientEventStore {
  /** Records a webhook event id; 'handled' when an earlier delivery already finished it. */
  beginEvent(eventId: string, type: string): Promise<'new' | 'handled'>;
  finishEvent(eventId: string): Promise<void>;
  /**
   * Many events in one call (one transaction), each answered in its place: each event id once, its
   * recipient event (the row, the flag, the suppression it implies), the id marked processed unless
   * the message is unknown and not final. A failure records none of them.
   */
  ingestEvents(events: IncomingEvent[]): Promise<IngestOutcome[]>;
}

export interface DomainEventInput {
  /** Resend's domain id: sender_domains.provider_id. */
  providerId: string;
  event: ResendDomainEvent;
  occurredAt: string;
}

/** resend-webhook's writes: recipient events, and what domain events say of sender_domains. */
export interface ResendWebhookStore extends RecipientEventStore {
  /** Updates the row with that provider_id (domain-events.ts); 'unknown_domain' when none has it. */
  recordDomainEvent(input: DomainEventInput): Promise<DomainEventOutcome>;
}
