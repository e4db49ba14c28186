import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors/unwrap.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { supabase } from '@/lib/supabase.ts';

export type SenderSettings = {
  name: string;
  sender_name: string | null;
  sender_domain: string | null;
  /** Reply-To of the emails sent from the shared domain, and where DMARC reports go. */
  contact_email: string | null;
  /** Sending needs a postal address in the emails' footer (the database checks it at send time). */
  hasPostalAddress: boolean;
};

const filled = (value: string | null) => Boolean(value?.trim());

/** The workspace's sender and whether its postal address is complete; null for an unknown workspace. */
export async function getSenderSettings(workspaceId: string): Promise<SenderSettings | null> {
  const data = unwrap(
    await supabase
      .from('workspaces')
      .select(
        'name, sender_name, sender_domain, contact_email, contact_street, contact_city, contact_zip, contact_country',
      )
      .eq('id', workspaceId)
      .maybeSingle(),
  );
  if (!data) return null;
  return {
    name: data.name,
    sender_name: data.sender_name,
    sender_domain: data.sender_domain,
    contact_email: data.contact_email,
    hasPostalAddress:
      filled(data.contact_street) &&
      filled(data.contact_city) &&
      filled(data.contact_zip) &&
      data.contact_country !== null,
  };
}

export const senderSettingsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.scoped(workspaceId, 'sender-settings'),
    queryFn: () => getSenderSettings(workspaceId),
  });

export const useSenderSettings = (workspaceId: string) =>
  useSuspenseQuery(senderSettingsQueryOptions(workspaceId));
