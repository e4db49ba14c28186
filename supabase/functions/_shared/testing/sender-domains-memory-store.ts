/**
 * public.sender_domains in memory, for the function's tests: the rules of claim_sender_domain,
 * sender_domain_to_manage, the owners/admins delete policy and its in-use trigger, with callers
 * known by their bearer header and a clock the test moves.
 */

import { Refusal } from '../refusals/refusal.ts';
import type { ProviderColumns, SenderDomainRow, SenderDomainsDb } from '../sender-domains/store.ts';

export interface MemorySenderDomainsDb extends SenderDomainsDb {
  rows: Map<string, SenderDomainRow>;
  /** Domain ids a queued/running/paused send job sends from. */
  inUse: Set<string>;
  /** Moves the clock on (claims age). */
  advance(ms: number): void;
  /** The clock, for the function's own times. */
  now(): Date;
}

const HOUR = 60 * 60 * 1000;
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `callers`: bearer header → the role in each workspace. */
export function memorySenderDomainsDb(
  callers: Record<string, { userId: string; roles: Record<string, 'owner' | 'admin' | 'editor' | 'viewer'> }>,
): MemorySenderDomainsDb {
  const rows = new Map<string, SenderDomainRow>();
  const inUse = new Set<string>();
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const now = () => new Date(clock).toISOString();
  const manages = (authorization: string, workspaceId: string) => {
    const role = callers[authorization]?.roles[workspaceId];
    return role === 'owner' || role === 'admin';
  };
  const copy = (row: SenderDomainRow) => structuredClone(row);

  return {
    rows,
    inUse,
    advance(ms) {
      clock += ms;
    },
    now: () => new Date(clock),
    async claim(authorization, workspaceId, name, clientId) {
      if (!manages(authorization, workspaceId)) throw new Refusal('sender_domain_not_found');
      if (!DOMAIN.test(name)) throw new Refusal('invalid_sender_domain');
      const held = [...rows.values()].find((row) => row.name === name);
      if (held?.workspace_id === workspaceId) return copy(held);
      if (held) {
        const recent = clock - Date.parse(held.created_at) < 72 * HOUR;
        // Verified once: stays its workspace's through a DNS failure.
        if (held.verified_at !== null || held.status === 'verified' || recent)
          throw new Refusal('sender_domain_claimed');
        rows.delete(held.id);
      }
      if ([...rows.values()].filter((row) => row.workspace_id === workspaceId).length >= 50) {
        throw new Refusal('sender_domain_limit');
      }
      const row: SenderDomainRow = {
        id: crypto.randomUUID(),
        workspace_id: workspaceId,
        client_id: clientId,
        name,
        status: 'not_started',
        records: [],
        provider_id: null,
        region: null,
        checked_at: null,
        verified_at: null,
        created_by: callers[authorization]?.userId ?? null,
        created_at: now(),
        updated_at: now(),
      };
      rows.set(row.id, row);
      return copy(row);
    },
    async toManage(authorization, domainId) {
      const row = rows.get(domainId);
      if (!row || !manages(authorization, row.workspace_id)) throw new Refusal('sender_domain_not_found');
      return copy(row);
    },
    async deleteAsCaller(authorization, domainId) {
      const row = rows.get(domainId);
      if (!row || !manages(authorization, row.workspace_id)) throw new Refusal('sender_domain_not_found');
      if (inUse.has(domainId)) throw new Refusal('sender_domain_in_use');
      rows.delete(domainId);
    },
    async update(domainId, columns: Partial<ProviderColumns>) {
      const row = rows.get(domainId);
      if (!row) throw new Error(`store sender domain: no row ${domainId}`);
      Object.assign(row, structuredClone(columns), { updated_at: now() });
      return copy(row);
    },
    async release(domainId) {
      rows.delete(domainId);
    },
  };
}
