import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientBrandsQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { isRefused, refusalMessage } from '@/lib/errors/refused.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/notify.tsx';
import { addSenderDomainInput, useAddSenderDomain } from '../api/manage-sender-domain.ts';

/** Refusals about the name itself are said on the field; the rest in a toast. */
const FIELD_REFUSALS = ['invalid_sender_domain', 'sender_domain_claimed', 'sender_domain_limit'] as const;

/** Adds a domain: its name and, optionally, the client it belongs to. Empty again once added. */
export function AddSenderDomainForm({ workspaceId }: { workspaceId: string }) {
  const [added, setAdded] = useState(0);
  return <DomainForm key={added} workspaceId={workspaceId} onAdded={() => setAdded((count) => count + 1)} />;
}

function DomainForm({ workspaceId, onAdded }: { workspaceId: string; onAdded: () => void }) {
  const { t, i18n } = useLingui();
  const add = useAddSenderDomain(workspaceId);
  const { data: clients = [] } = useQuery(clientBrandsQueryOptions(workspaceId));
  const { field, choice, onSubmit, saving } = useZodForm(
    addSenderDomainInput,
    { name: '', client_id: '' },
    async (input) => {
      try {
        await add.mutateAsync(input);
        toast.success(t`${input.name} added: now add its DNS records.`);
        onAdded();
        return undefined;
      } catch (error) {
        if (isRefused(error, ...FIELD_REFUSALS)) return { name: { message: refusalMessages[error.code] } };
        toast.error(i18n._(refusalMessage(error)));
        return undefined;
      }
    },
  );
  const client = choice('client_id');

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Add a sending domain`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t`Domain`}
          placeholder="mail.example.com"
          description={t`A subdomain such as mail.example.com keeps campaigns apart from your everyday email.`}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={253}
          required
          style={{ flex: '2 1 240px' }}
          {...field('name')}
        />
        <Select
          label={t`Client`}
          description={t`Optional: only this client's campaigns can use it.`}
          placeholder={t`Whole workspace`}
          data={clients.map((each) => ({ value: each.id, label: each.name }))}
          value={client.value || null}
          onChange={(value) => client.onChange(value ?? '')}
          error={client.error}
          clearable
          searchable
          nothingFoundMessage={t`No client with this name`}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={saving} leftSection={<IconPlus size={16} />}>
          {t`Add domain`}
        </Button>
      </Group>
    </form>
  );
}
