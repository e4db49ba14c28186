/**
 * POST /sender-domains (verify_jwt = false, see config.toml): a workspace's sending domains in
 * Resend. Every action first asks the database as the caller (their token, so RLS and the
 * functions' own checks decide, and PostgREST refuses a forged or expired token with 401); only
 * then is Resend called, and what Resend answers is stored with the service role (status, records,
 * provider_id, region and the check times are not writable by users). docs/domains.md.
 *
 * - `{ action: 'add', workspaceId, name, clientId?, locale? }` → `{ domain }`: claim_sender_domain,
 *   then Resend create. A name Resend already has in the account (a released stale claim's, or a
 *   failed add's) is deleted there and created again, so old records never stay valid; if Resend
 *   fails, the claim is deleted and the answer is 502 provider_unavailable.
 * - `{ action: 'check', domainId, locale? }` → `{ domain }`: sender_domain_to_manage, Resend verify
 *   then get, stored (verified_at when it becomes verified).
 * - `{ action: 'remove', domainId, locale? }` → `{ removed: true }`: the row deleted as the caller
 *   (the database refuses while a send job sends from it), then the Resend domain (404 is fine).
 *
 * `domain` is the sender_domains row without provider_id. Refusals are `{ error: { code, message } }`
 * in the caller's language.
 */

import { defaultFromAddress } from '../_shared/email/send/resend-sender.ts';
import { messageEndpoint } from '../_shared/http/message-endpoint.ts';
import { isUuid } from '../_shared/ids.ts';
import { Refusal } from '../_shared/refusals/refusal.ts';
import {
  type ProviderDomain,
  ResendDomainError,
  type ResendDomains,
  resendDomainsFromEnv,
} from '../_shared/resend/domains.ts';
import {
  isOperatorDomain,
  type SenderDomainRow,
  type SenderDomainsDb,
} from '../_shared/sender-domains/store.ts';
import { supabaseSenderDomainsDb } from '../_shared/sender-domains/supabase-store.ts';
import { sharedSendingDomain } from '../_shared/sending/config.ts';

type Env = Readonly<Record<string, string | undefined>>;

export interface SenderDomainsDeps {
  env: Env;
  db: SenderDomainsDb;
  resend: () => ResendDomains;
  now?: () => Date;
}

type Action =
  | { action: 'add'; workspaceId: string; name: string; clientId: string | null }
  | { action: 'check'; domainId: string }
  | { action: 'remove'; domainId: string };

function parseAction(body: unknown): Action | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const input = body as Record<string, unknown>;
  if (input.action === 'add') {
    const clientId = input.clientId ?? null;
    if (!isUuid(input.workspaceId) || typeof input.name !== 'string') return undefined;
    if (clientId !== null && !isUuid(clientId)) return undefined;
    // As people type it: spaces around, capitals, a final dot. The database checks the rest.
    const name = input.name.trim().toLowerCase().replace(/\.$/, '');
    return { action: 'add', workspaceId: input.workspaceId, name, clientId };
  }
  if ((input.action === 'check' || input.action === 'remove') && isUuid(input.domainId)) {
    return { action: input.action, domainId: input.domainId };
  }
  return undefined;
}

/** The row as the browser gets it: never Resend's id. */
export function publicDomain(row: SenderDomainRow) {
  const { provider_id: _providerId, ...domain } = row;
  return domain;
}

/** Resend failed or could not be reached; `failure` is what it answered, for the logs. */
class ProviderUnavailable extends Error {
  constructor(readonly failure: unknown) {
    super('provider_unavailable');
  }
}

export function createSenderDomainsHandler(deps: SenderDomainsDeps) {
  const now = deps.now ?? (() => new Date());

  /** The row updated with what Resend says of the domain (service role). */
  const store = (row: SenderDomainRow, provider: ProviderDomain) => {
    const becameVerified = provider.status === 'verified' && row.status !== 'verified';
    return deps.db.update(row.id, {
      status: provider.status,
      records: provider.records,
      provider_id: provider.id,
      region: provider.region,
      checked_at: now().toISOString(),
      verified_at: becameVerified ? now().toISOString() : row.verified_at,
    });
  };

  /**
   * Creates the domain in Resend. A name the account has already (a stale claim released to this
   * workspace, a failed earlier add, a domain deleted from the database but not from Resend) is
   * deleted there and created afresh: its DKIM key and verification belonged to someone else's
   * DNS. A name in another Resend account cannot be used here: sender_domain_claimed.
   */
  const provision = async (resend: ResendDomains, name: string): Promise<ProviderDomain> => {
    // The product's own sending domains live in the same Resend account: never provisioned for a
    // workspace, or the lines below would delete them there.
    if (isOperatorDomain(name, operatorDomains(deps.env))) throw new Refusal('sender_domain_claimed');
    try {
      return await resend.create(name);
    } catch (error) {
      if (!(error instanceof ResendDomainError && error.alreadyRegistered))
        throw new ProviderUnavailable(error);
    }
    try {
      const existing = (await resend.list()).find((domain) => domain.name === name);
      if (!existing) throw new Refusal('sender_domain_claimed');
      await resend.remove(existing.id).catch((error) => {
        if (!(error instanceof ResendDomainError && error.notFound)) throw error;
      });
      return await resend.create(name);
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw new ProviderUnavailable(error);
    }
  };

  const add = async (authorization: string, action: Extract<Action, { action: 'add' }>) => {
    // Refused before claiming too, so the name is never held for nothing.
    if (isOperatorDomain(action.name, operatorDomains(deps.env))) throw new Refusal('sender_domain_claimed');
    const row = await deps.db.claim(authorization, action.workspaceId, action.name, action.clientId);
    // The same workspace adding it again: the claim is idempotent, and so is this.
    if (row.provider_id) return { domain: publicDomain(row) };
    let provider: ProviderDomain;
    try {
      provider = await provision(deps.resend(), row.name);
    } catch (error) {
      await deps.db.release(row.id);
      throw error;
    }
    return { domain: publicDomain(await store(row, provider)) };
  };

  const check = async (authorization: string, domainId: string) => {
    const row = await deps.db.toManage(authorization, domainId);
    const resend = deps.resend();
    let provider: ProviderDomain;
    try {
      if (row.provider_id) {
        await resend.verify(row.provider_id);
        provider = await resend.get(row.provider_id);
      } else {
        provider = await provision(resend, row.name);
      }
    } catch (error) {
      // Deleted in Resend meanwhile (by hand, or a domain.deleted we stored): created again.
      if (!(error instanceof ResendDomainError && error.notFound)) {
        throw error instanceof Refusal || error instanceof ProviderUnavailable
          ? error
          : new ProviderUnavailable(error);
      }
      provider = await provision(resend, row.name);
    }
    return { domain: publicDomain(await store(row, provider)) };
  };

  const remove = async (authorization: string, domainId: string) => {
    const row = await deps.db.toManage(authorization, domainId);
    await deps.db.deleteAsCaller(authorization, row.id);
    if (row.provider_id) {
      try {
        await deps.resend().remove(row.provider_id);
      } catch (error) {
        // The row is gone; a leftover in Resend is deleted by the next add of the name (provision).
        if (!(error instanceof ResendDomainError && error.notFound)) {
          console.warn('sender-domains: the domain stays in Resend for now:', row.name, error);
        }
      }
    }
    return { removed: true };
  };

  return messageEndpoint({
    name: 'sender-domains',
    deps,
    refusalOf(error) {
      if (error instanceof ProviderUnavailable) {
        console.error('sender-domains: Resend failed:', error.failure);
        return new Refusal('provider_unavailable');
      }
      return undefined;
    },
    run(_resolved, caller, body) {
      const action = parseAction(body);
      if (!action) throw new Refusal('invalid_request');
      if (action.action === 'add') return add(caller.authorization, action);
      if (action.action === 'check') return check(caller.authorization, action.domainId);
      return remove(caller.authorization, action.domainId);
    },
  });
}

/**
 * The product's own sending domains, which share the Resend account: the shared domain (as the
 * send processor reads it, `sharedSendingDomain`) and the domain of the product's From address.
 */
export function operatorDomains(env: Env): string[] {
  const shared = sharedSendingDomain(env);
  const domains = shared ? [shared] : [];
  try {
    const from = defaultFromAddress(env);
    const domain = (from.match(/<([^<>]+)>\s*$/)?.[1] ?? from).split('@').pop();
    if (domain) domains.push(domain.trim());
  } catch {
    // No From address configured: sending product emails fails anyway, and says so.
  }
  return domains.map((domain) => domain.toLowerCase());
}

let deployed: ((request: Request) => Promise<Response>) | undefined;

/** Built at the first request and kept for the worker's life: one read of the env, one set of clients. */
export const handler = (request: Request) => {
  deployed ??= (() => {
    const env = Deno.env.toObject();
    return createSenderDomainsHandler({
      env,
      db: supabaseSenderDomainsDb(env),
      resend: () => resendDomainsFromEnv(env),
    });
  })();
  return deployed(request);
};
