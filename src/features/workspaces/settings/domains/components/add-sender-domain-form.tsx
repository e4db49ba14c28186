import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientBrandsQueryOptions } from '@/content/brief/api/brand-queries.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { toast } from '@/lib/notify.tsx';
import {
  type AddSenderDomainInput,
  addSenderDomainInput,
  useAddSenderDomain,
} from '../api/manage-sender-domain.ts';

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
  const form = useSchemaForm(addSenderDomainInput, { initialValues: { name: '', client_id: '' } });

  const save = async (input: AddSenderDomainInput) => {
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
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Add a sending domain`}>
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
          {...form.getInputProps('name')}
        />
        <Select
          label={t`Client`}
          description={t`Optional: only this client's campaigns can use it.`}
          placeholder={t`Whole workspace`}
          data={clients.map((each) => ({ value: each.id, label: each.name }))}
          {...form.getInputProps('client_id')}
          value={form.values.client_id || null}
          onChange={(value) => form.setFieldValue('client_id', value ?? '')}
          clearable
          searchable
          nothingFoundMessage={t`No client with this name`}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={form.submitting} leftSection={<IconPlus size={16} />}>
          {t`Add domain`}
        </Button>
      </Group>
    </form>
  );
}
