/** sender_domains on Supabase: the caller's token for what they may do, the service role for Resend's answers. */

import { serviceClient } from '../db/service-client.ts';
import { unwrap } from '../db/unwrap.ts';
import { invalidSession, userClient } from '../http/user-client.ts';
import { refusalFromDatabase } from '../refusals/from-database.ts';
import { Refusal } from '../refusals/refusal.ts';
import type { SenderDomainRow, SenderDomainsDb } from './store.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A PostgREST error of the functions and the delete trigger, as the function's refusal. */
function refusal(error: { code?: string; message: string }, status: number): Error {
  if (status === 401) return invalidSession();
  const code = refusalFromDatabase(error);
  // claim_sender_domain hides a workspace the caller does not own or administer; to the person,
  // that is a domain they cannot manage, as sender_domain_to_manage says.
  if (code === 'workspace_not_found') return new Refusal('sender_domain_not_found');
  if (code) return new Refusal(code);
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
      if (!data || !(data as SenderDomainRow).id) throw new Refusal('sender_domain_not_found');
      return data as SenderDomainRow;
    },
    async deleteAsCaller(authorization, domainId) {
      const { data, error, status } = await userClient(authorization, env)
        .from('sender_domains')
        .delete()
        .eq('id', domainId)
        .select('id');
      if (error) throw refusal(error, status);
      if ((data ?? []).length === 0) throw new Refusal('sender_domain_not_found');
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
