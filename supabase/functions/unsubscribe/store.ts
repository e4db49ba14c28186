/** unsubscribe's reads and its one write, with the service role (people arrive without an account). */

import type { Locale } from '../_shared/content/brief.ts';
import { serviceClient } from '../_shared/db/service-client.ts';
import type { Env } from '../_shared/sending/config.ts';

export interface UnsubscribeTarget {
  email: string;
  workspaceName: string;
  locale: Locale;
}

export interface UnsubscribeStore {
  /** Who the token is for, without changing anything; null when unknown. */
  lookup(token: string): Promise<(UnsubscribeTarget & { unsubscribed: boolean }) | null>;
  /** Suppresses the address for the workspace (idempotent); null when the token is unknown. */
  unsubscribe(token: string): Promise<UnsubscribeTarget | null>;
}

const asLocale = (value: unknown): Locale => (value === 'es' ? 'es' : 'en');

/** The recipient, workspace and suppression reads, and unsubscribe(token), with the service role. */
export function serviceUnsubscribeStore(env: Env): UnsubscribeStore {
  const client = serviceClient(env);
  return {
    async lookup(token) {
      const recipient = await client
        .from('recipients')
        .select('email, workspace_id')
        .eq('unsubscribe_token', token)
        .maybeSingle();
      if (recipient.error) throw new Error(`load recipient: ${recipient.error.message}`);
      if (!recipient.data) return null;
      const [workspace, suppression] = await Promise.all([
        client.from('workspaces').select('name, locale').eq('id', recipient.data.workspace_id).single(),
        client
          .from('suppressions')
          .select('id')
          .eq('workspace_id', recipient.data.workspace_id)
          .eq('email', recipient.data.email)
          .maybeSingle(),
      ]);
      if (workspace.error) throw new Error(`load workspace: ${workspace.error.message}`);
      if (suppression.error) throw new Error(`load suppression: ${suppression.error.message}`);
      return {
        email: recipient.data.email,
        workspaceName: workspace.data.name,
        locale: asLocale(workspace.data.locale),
        unsubscribed: Boolean(suppression.data),
      };
    },
    async unsubscribe(token) {
      const { data, error } = await client.rpc('unsubscribe', { token });
      if (error) throw new Error(`unsubscribe: ${error.code} ${error.message}`);
      const row = (data as { email: string; workspace_name: string; locale: string }[] | null)?.[0];
      return row
        ? { email: row.email, workspaceName: row.workspace_name, locale: asLocale(row.locale) }
        : null;
    },
  };
}
