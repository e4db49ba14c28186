import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { dnsRecordsOf, type SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { supabase } from '@/lib/supabase.ts';

/** The refusals the `sender-domains` function answers with (contract of issue 19). */
export const SENDER_DOMAIN_REFUSALS = [
  'invalid_request',
  'sender_domain_not_found',
  'invalid_sender_domain',
  'sender_domain_claimed',
  'sender_domain_in_use',
  'sender_domain_limit',
  'provider_unavailable',
] as const;
export type SenderDomainRefusalCode = (typeof SENDER_DOMAIN_REFUSALS)[number] | 'unknown';

/** An action the function refused, with its code; `unknown` for anything unexpected. */
export class SenderDomainRefused extends Error {
  readonly code: SenderDomainRefusalCode;
  constructor(code: SenderDomainRefusalCode, message: string) {
    super(message);
    this.name = 'SenderDomainRefused';
    this.code = code;
  }
}

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

const isRefusal = (code: unknown): code is SenderDomainRefusalCode =>
  typeof code === 'string' && (SENDER_DOMAIN_REFUSALS as readonly string[]).includes(code);

/** Calls `sender-domains` with the user's token; the function talks to Resend and writes the row. */
export async function callSenderDomains(body: SenderDomainAction, locale: string): Promise<unknown> {
  const { data, error } = await supabase.functions.invoke('sender-domains', { body: { ...body, locale } });
  if (!error) return data;
  if (error instanceof FunctionsHttpError) {
    const answer = (await (error.context as Response).json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const code = answer?.error?.code;
    throw new SenderDomainRefused(
      isRefusal(code) ? code : 'unknown',
      answer?.error?.message ?? error.message,
    );
  }
  throw new SenderDomainRefused('unknown', error.message);
}

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
