/** sender_domains on Supabase: the caller's token for what they may do, the service role for Resend's answers. */

import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import { HttpError } from '../http/json.ts';
import { invalidSession, userClient } from '../http/user-client.ts';
import {
  type SenderDomainRefusal,
  SenderDomainRefused,
  type SenderDomainRow,
  type SenderDomainsDb,
} from './store.ts';

type Env = Readonly<Record<string, string | undefined>>;

const REFUSALS = new Set<string>([
  'invalid_sender_domain',
  'sender_domain_claimed',
  'sender_domain_in_use',
  'sender_domain_limit',
]);

/** A PostgREST error of the functions and the delete trigger, as the function's refusal. */
function refusal(error: { code?: string; message: string }, status: number): Error {
  if (status === 401) return invalidSession();
  // A client that is not the workspace's: a request the app never makes.
  if (error.message === 'client not found') return new HttpError(400, 'invalid_request', error.message);
  // 42501: not owner/admin of the workspace (claim) or of the domain's workspace (to manage).
  if (error.code === '42501') return new SenderDomainRefused('sender_domain_not_found');
  if (REFUSALS.has(error.message)) return new SenderDomainRefused(error.message as SenderDomainRefusal);
  return new Error(`sender_domains: ${error.code ?? status} ${error.message}`);
}

export function supabaseSenderDomainsDb(env: Env): SenderDomainsDb {
  let service: ReturnType<typeof serviceClient> | undefined;
  const admin = () => (service ??= serviceClient(env));
  return {
    async claim(authorization, workspaceId, name, clientId) {
      const { data, error, status } = await userClient(authorization, env)
        .rpc('claim_sender_domain', { workspace_id: workspaceId, name, client_id: clientId })
        .single();
      if (error) throw refusal(error, status);
      return data as SenderDomainRow;
    },
    async toManage(authorization, domainId) {
      const { data, error, status } = await userClient(authorization, env)
        .rpc('sender_domain_to_manage', { domain_id: domainId })
        .single();
      if (error) throw refusal(error, status);
      if (!data || !(data as SenderDomainRow).id) throw new SenderDomainRefused('sender_domain_not_found');
      return data as SenderDomainRow;
    },
    async deleteAsCaller(authorization, domainId) {
      const { data, error, status } = await userClient(authorization, env)
        .from('sender_domains')
        .delete()
        .eq('id', domainId)
        .select('id');
      if (error) throw refusal(error, status);
      if ((data ?? []).length === 0) throw new SenderDomainRefused('sender_domain_not_found');
    },
    async update(domainId, columns) {
      return unwrap(
        await admin().from('sender_domains').update(columns).eq('id', domainId).select().single(),
        'store sender domain',
      ) as SenderDomainRow;
    },
    async release(domainId) {
      unwrap(await admin().from('sender_domains').delete().eq('id', domainId), 'release sender domain');
    },
  };
}
