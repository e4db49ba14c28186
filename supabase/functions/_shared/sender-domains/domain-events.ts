/**
 * What a Resend `domain.*` webhook event does to the sender_domains row whose provider_id it names
 * (resend-webhook). One rule for the Supabase store and the tests' memory store.
 */

import { domainRecords, senderDomainStatus } from '../resend/domains.ts';
import type { ResendDomainEvent } from '../webhooks/resend-events.ts';
import type { ProviderColumns, SenderDomainRow } from './store.ts';

export type DomainEventOutcome = 'recorded' | 'unknown_domain' | 'stale';

/**
 * The columns to write, or 'stale' when the row was checked after the event happened (events can
 * arrive out of order; `checked_at` is the time of what the row says).
 * - `domain.created` / `domain.updated`: Resend's status and records; verified_at when it becomes
 *   verified.
 * - `domain.deleted`: the domain is gone from Resend, so its records mean nothing: not started, no
 *   records, no provider_id (the next check creates it again).
 */
export function domainEventColumns(
  row: Pick<SenderDomainRow, 'status' | 'checked_at' | 'verified_at'>,
  event: ResendDomainEvent,
  occurredAt: string,
): Partial<ProviderColumns> | 'stale' {
  if (row.checked_at && Date.parse(row.checked_at) > Date.parse(occurredAt)) return 'stale';
  if (event.type === 'domain.deleted') {
    return { status: 'not_started', records: [], provider_id: null, checked_at: occurredAt };
  }
  const status = senderDomainStatus(event.data.status);
  return {
    status,
    records: domainRecords(event.data.records),
    ...(typeof event.data.region === 'string' ? { region: event.data.region } : {}),
    checked_at: occurredAt,
    verified_at: status === 'verified' && row.status !== 'verified' ? occurredAt : row.verified_at,
  };
}
