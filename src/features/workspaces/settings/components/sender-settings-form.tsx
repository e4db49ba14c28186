import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
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
  const { values, field, onSubmit, saving } = useZodForm(
    senderSettingsInput,
    { sender_name: initialValues.sender_name ?? '', sender_domain: initialValues.sender_domain ?? '' },
    onSave,
  );

  const previewName = values.sender_name.trim();
  const previewDomain = values.sender_domain.trim().toLowerCase();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Sender`}>
      <Stack gap="md">
        <TextInput
          label={t`Sender name`}
          description={t`The name recipients see in their inbox, such as your brand.`}
          {...field('sender_name')}
          maxLength={100}
          autoComplete="organization"
          required
        />
        <TextInput
          label={t`Sender domain`}
          description={t`The domain your emails come from, such as mail.example.com.`}
          {...field('sender_domain')}
          maxLength={253}
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        {previewName && previewDomain && (
          <Group gap="xs" wrap="nowrap" c="dimmed">
            <IconMail size={16} aria-hidden />
            <Text fz="sm" truncate="end">
              {t`Recipients see: ${previewName} <…@${previewDomain}>`}
            </Text>
          </Group>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t`Save sender`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
