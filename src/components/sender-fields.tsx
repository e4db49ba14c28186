import { useLingui } from '@lingui/react/macro';
import { Group, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { SenderDomainSelect } from './sender-domain-select.tsx';

/** What a form hands each field (`form.getInputProps`): its value, its error, and how to change it. */
export type SenderFieldProps = {
  value?: string;
  error?: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
};

/** The domain is chosen, not typed: '' is Pitchcraft's shared domain. */
export type SenderDomainFieldProps = Omit<SenderFieldProps, 'onChange'> & {
  onChange: (domain: string) => void;
};

type SenderFieldsProps = {
  name: SenderFieldProps;
  domain: SenderDomainFieldProps;
  workspaceId: string;
  /** The domains this sender may use (`domainsForClient`). */
  domains: readonly SenderDomain[];
};

/**
 * The sender name and domain an email is sent from, with the From line recipients will see.
 * The form around them keeps the values and checks them.
 */
export function SenderFields({ name, domain, workspaceId, domains }: SenderFieldsProps) {
  const { t } = useLingui();
  const previewName = name.value?.trim();
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
      <SenderDomainSelect {...domain} workspaceId={workspaceId} domains={domains} />
      {previewName && (
        <Group gap="xs" wrap="nowrap" c="dimmed">
          <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="from-preview">
            {domain.value
              ? t`From: ${previewName} <…@${domain.value}>`
              : t`From: ${previewName} via Pitchcraft`}
          </Text>
        </Group>
      )}
    </>
  );
}
