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

export interface RecipientEventStore {
  /** Records a webhook event id; 'handled' when an earlier delivery already finished it. */
  beginEvent(eventId: string, type: string): Promise<'new' | 'handled'>;
  finishEvent(eventId: string): Promise<void>;
  /** Once per providerEventId: the event row, the recipient's flag, the suppression it implies. */
  recordEvent(event: RecipientEventInput): Promise<RecordOutcome>;
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
