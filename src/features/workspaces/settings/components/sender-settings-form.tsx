import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { SenderFields } from '@/components/sender-fields.tsx';
import type { FieldErrors } from '@/lib/forms/field-errors.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import {
  type SenderSettingsField,
  type SenderSettingsInput,
  senderSettingsInput,
} from '../api/update-sender-settings.ts';

type SenderSettingsFormProps = {
  workspaceId: string;
  /** The workspace-wide domains: a client's own domain cannot send the workspace's other campaigns. */
  domains: readonly SenderDomain[];
  initialValues: { sender_name: string | null; sender_domain: string | null };
  /** Saves; resolves to the fields the server refused, if any. */
  onSave: (input: SenderSettingsInput) => Promise<FieldErrors<SenderSettingsField> | undefined>;
};

/** The workspace's sender: the name its emails come from (needed to send) and the domain. */
export function SenderSettingsForm({ workspaceId, domains, initialValues, onSave }: SenderSettingsFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm(senderSettingsInput, {
    initialValues: {
      sender_name: initialValues.sender_name ?? '',
      sender_domain: initialValues.sender_domain ?? '',
    },
  });

  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate aria-label={t`Sender`}>
      <Stack gap="md">
        <SenderFields
          name={form.getInputProps('sender_name')}
          domain={form.getInputProps('sender_domain')}
          workspaceId={workspaceId}
          domains={domains}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t`Save sender`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
