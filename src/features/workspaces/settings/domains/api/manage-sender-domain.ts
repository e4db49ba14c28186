import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { senderDomain } from '@/lib/forms/field-rules.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { type SenderDomain, senderDomainsQueryOptions } from '@/lib/sender-domains/sender-domains.ts';
import { callSenderDomains, senderDomainOf } from './sender-domains-function.ts';

export const addSenderDomainInput = z.object({
  name: senderDomain,
  client_id: z.preprocess((value) => (value === '' ? null : value), z.uuid().nullable()),
});
export type AddSenderDomainInput = z.infer<typeof addSenderDomainInput>;
export type AddSenderDomainField = keyof AddSenderDomainInput;

/**
 * A domain added, checked or removed changes what every sender select offers and what the
 * publish screen's checklist says: the whole workspace's queries are read again.
 */
function useDomainMutation<Input>(
  workspaceId: string,
  call: (input: Input, locale: string) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const listKey = senderDomainsQueryOptions(workspaceId).queryKey;
  return useMutation({
    mutationFn: (input: Input) => call(input, i18n.locale),
    meta: { handlesOwnErrors: true },
    onSuccess: (data) => {
      // The function's answer is the row as stored: show it before the list is read again.
      if (typeof data === 'object' && data !== null && 'domain' in data) {
        const domain = senderDomainOf(data);
        queryClient.setQueryData<SenderDomain[]>(listKey, (list) =>
          list?.some((each) => each.id === domain.id)
            ? list.map((each) => (each.id === domain.id ? domain : each))
            : [...(list ?? []), domain].sort((a, b) => a.name.localeCompare(b.name)),
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace(workspaceId) }),
  });
}

export const useAddSenderDomain = (workspaceId: string) =>
  useDomainMutation(workspaceId, (input: AddSenderDomainInput, locale) =>
    callSenderDomains({ action: 'add', workspaceId, name: input.name, clientId: input.client_id }, locale),
  );

export const useCheckSenderDomain = (workspaceId: string) =>
  useDomainMutation(workspaceId, (domainId: string, locale) =>
    callSenderDomains({ action: 'check', domainId }, locale),
  );

export const useRemoveSenderDomain = (workspaceId: string) =>
  useDomainMutation(workspaceId, (domainId: string, locale) =>
    callSenderDomains({ action: 'remove', domainId }, locale),
  );
