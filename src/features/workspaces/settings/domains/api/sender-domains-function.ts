import { z } from 'zod';
import { invokeFunction } from '@/lib/errors/refused.ts';
import { dnsRecordsOf, type SenderDomain } from '@/lib/sender-domains/sender-domains.ts';

export type SenderDomainAction =
  | { action: 'add'; workspaceId: string; name: string; clientId?: string | null }
  | { action: 'check'; domainId: string }
  | { action: 'remove'; domainId: string };

const domainAnswer = z.object({
  domain: z
    .object({
      id: z.string(),
      workspace_id: z.string(),
      client_id: z.string().nullable(),
      name: z.string(),
      status: z.enum(['not_started', 'pending', 'verified', 'failed', 'temporary_failure']),
      records: z.unknown(),
      checked_at: z.string().nullable(),
      verified_at: z.string().nullable(),
      created_at: z.string(),
    })
    .loose(),
});

/**
 * Calls `sender-domains` with the user's token; the function talks to Resend and writes the row.
 * Its refusals (docs/domains.md) are thrown as `Refused`.
 */
export const callSenderDomains = (body: SenderDomainAction, locale: string): Promise<unknown> =>
  invokeFunction('sender-domains', { ...body, locale });

/** The row the function answers with (`add`, `check`), as the list holds it. */
export function senderDomainOf(data: unknown): SenderDomain {
  const { domain } = domainAnswer.parse(data);
  return {
    id: domain.id,
    workspace_id: domain.workspace_id,
    client_id: domain.client_id,
    name: domain.name,
    status: domain.status,
    records: dnsRecordsOf(domain.records),
    checked_at: domain.checked_at,
    verified_at: domain.verified_at,
    created_at: domain.created_at,
  };
}
