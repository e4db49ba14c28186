import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { SenderFields } from '@/components/sender-fields.tsx';
import type { FieldErrors } from '@/lib/forms/field-errors.ts';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import {
  type SenderSettingsField,
  type SenderSettingsInput,
  senderSettingsInput,
} from '../api/update-sender-settings.ts';

type SenderSettingsFormProps = {
  initialValues: { sender_name: string | null; sender_domain: string | null };
  /** Saves; resolves to the fields the server refused, if any. */
  onSave: (input: SenderSettingsInput) => Promise<FieldErrors<SenderSettingsField> | undefined>;
};

/** The workspace's sender: the name and domain its emails come from. Both are needed to send. */
export function SenderSettingsForm({ initialValues, onSave }: SenderSettingsFormProps) {
  const { t } = useLingui();
  const { field, onSubmit, saving } = useZodForm(
    senderSettingsInput,
    { sender_name: initialValues.sender_name ?? '', sender_domain: initialValues.sender_domain ?? '' },
    onSave,
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Sender`}>
      <Stack gap="md">
        <SenderFields name={field('sender_name')} domain={field('sender_domain')} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t`Save sender`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
