import { useLingui } from '@lingui/react/macro';
import { Group, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import { tidyDomain } from '@/lib/forms/field-rules.ts';

/** What a form hands each field: its value, its error, and how to change it. */
export type SenderFieldProps = {
  value: string;
  error: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
};

type SenderFieldsProps = { name: SenderFieldProps; domain: SenderFieldProps };

/**
 * The sender name and domain an email is sent from, with the From line recipients will see
 * (the domain as it will be saved). The form around them keeps the values and checks them.
 */
export function SenderFields({ name, domain }: SenderFieldsProps) {
  const { t } = useLingui();
  const previewName = name.value.trim();
  const previewDomain = tidyDomain(domain.value);
  return (
    <>
      <TextInput
        label={t`Sender name`}
        description={t`The name recipients see in their inbox.`}
        {...name}
        maxLength={100}
        autoComplete="organization"
        required
      />
      <TextInput
        label={t`Sender domain`}
        description={t`The domain your emails come from, such as mail.example.com.`}
        {...domain}
        maxLength={253}
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      {previewName && previewDomain && (
        <Group gap="xs" wrap="nowrap" c="dimmed">
          <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t`From: ${previewName} <…@${previewDomain}>`}
          </Text>
        </Group>
      )}
    </>
  );
}
