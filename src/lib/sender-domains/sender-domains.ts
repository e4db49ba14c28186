import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Database, Tables } from '../database.types.ts';
import { unwrap } from '../errors/unwrap.ts';
import { workspaceKeys } from '../query-keys.ts';
import { supabase } from '../supabase.ts';

export type SenderDomainStatus = Database['public']['Enums']['sender_domain_status'];

/** One DNS record Resend asks for, as it returns it (SPF, DKIM, the return-path MX). */
export type DnsRecord = {
  record: string;
  name: string;
  type: string;
  value: string;
  status: string;
  ttl?: string | number;
  priority?: number | null;
};

export type SenderDomain = Pick<
  Tables<'sender_domains'>,
  'id' | 'workspace_id' | 'client_id' | 'name' | 'status' | 'checked_at' | 'verified_at' | 'created_at'
> & { records: DnsRecord[] };

export const SENDER_DOMAIN_COLUMNS =
  'id, workspace_id, client_id, name, status, records, checked_at, verified_at, created_at' as const;

/** The settings section's anchor, for links from every screen where a sender is chosen. */
export const SENDING_DOMAINS_ANCHOR = 'sending-domains';

/** While Resend checks a domain, the domains screen reads it this often. */
export const PENDING_REFRESH_MS = 4_000;

export const isDomainWaiting = (status: SenderDomainStatus) =>
  status === 'pending' || status === 'not_started' || status === 'temporary_failure';

const isRecord = (value: unknown): value is DnsRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DnsRecord).type === 'string' &&
  typeof (value as DnsRecord).name === 'string' &&
  typeof (value as DnsRecord).value === 'string';

/** The records column is Resend's JSON as returned: keep what has the shape of a record. */
export function dnsRecordsOf(records: unknown): DnsRecord[] {
  return Array.isArray(records) ? records.filter(isRecord) : [];
}

/** Every sending domain of the workspace (members read them; RLS), by name. */
export async function getSenderDomains(workspaceId: string): Promise<SenderDomain[]> {
  const data = unwrap(
    await supabase
      .from('sender_domains')
      .select(SENDER_DOMAIN_COLUMNS)
      .eq('workspace_id', workspaceId)
      .order('name'),
  );
  return data.map((row) => ({ ...row, records: dnsRecordsOf(row.records) }));
}

export const senderDomainsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'sender-domains'),
    queryFn: () => getSenderDomains(workspaceId),
  });

export const useSenderDomains = (workspaceId: string) =>
  useSuspenseQuery(senderDomainsQueryOptions(workspaceId));

/**
 * The domains, read again every few seconds while Resend is checking one (`pending`): its webhook
 * will change the row. Only the domains screen watches; a domain whose records were never added
 * (`not_started`) waits for a person, not for Resend.
 */
export const useWatchedSenderDomains = (workspaceId: string) =>
  useSuspenseQuery({
    ...senderDomainsQueryOptions(workspaceId),
    refetchInterval: (query) =>
      query.state.data?.some((domain) => domain.status === 'pending') ? PENDING_REFRESH_MS : false,
  });

/**
 * The domains a campaign (or a client's campaigns) may be sent from, as `ship_campaign` decides:
 * workspace-wide ones and those of the given client. Without a client, only workspace-wide ones.
 */
export function domainsForClient(domains: readonly SenderDomain[], clientId: string | null): SenderDomain[] {
  return domains.filter((domain) => domain.client_id === null || domain.client_id === clientId);
}
