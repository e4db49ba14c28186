/**
 * What sender-domains and resend-webhook read and write of public.sender_domains
 * (20261127100000_sender_domains.sql). The Supabase implementation (`supabase-store.ts`) acts as the
 * caller for claiming, reading to manage and deleting, and as the service role for what Resend
 * says; the tests use `_shared/testing/sender-domains-memory-store.ts`, which keeps the database's rules.
 */

import type { DomainRecord, SenderDomainStatus } from '../resend/domains.ts';

/** A public.sender_domains row as PostgREST returns it. */
export interface SenderDomainRow {
  id: string;
  workspace_id: string;
  client_id: string | null;
  name: string;
  status: SenderDomainStatus;
  records: DomainRecord[];
  provider_id: string | null;
  region: string | null;
  checked_at: string | null;
  verified_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns only the service role writes: what Resend says of the domain. */
export type ProviderColumns = Pick<
  SenderDomainRow,
  'status' | 'records' | 'provider_id' | 'region' | 'checked_at' | 'verified_at'
>;

export interface SenderDomainsDb {
  /** claim_sender_domain as the caller: the row, new or the workspace's own already. */
  claim(
    authorization: string,
    workspaceId: string,
    name: string,
    clientId: string | null,
  ): Promise<SenderDomainRow>;
  /** sender_domain_to_manage as the caller: the row when they are owner/admin of its workspace. */
  toManage(authorization: string, domainId: string): Promise<SenderDomainRow>;
  /** Deletes the row as the caller (RLS: owners/admins; refused while a send job uses it). */
  deleteAsCaller(authorization: string, domainId: string): Promise<void>;
  /** Service role: stores what Resend says. */
  update(domainId: string, columns: Partial<ProviderColumns>): Promise<SenderDomainRow>;
  /** Service role: deletes a claim Resend could not take. */
  release(domainId: string): Promise<void>;
}

/** A name equal to one of `domains`, or under one. */
export const isOperatorDomain = (name: string, domains: readonly string[]) =>
  domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
