import { useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SenderDomainSelect } from '@/components/sender-domain-select.tsx';
import type { FieldErrors } from '@/lib/forms/field-errors.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales.ts';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import { type ClientField, type ClientInput, clientInput } from '../api/client-input.ts';

export const emptyClientValues: Record<ClientField, string | null> = {
  name: '',
  website: null,
  contact_email: null,
  contact_phone: null,
  sender_name: null,
  sender_domain: null,
  // A new client's reports start in the language of the person adding it.
  report_locale: null,
};

type ClientFormProps = {
  workspaceId: string;
  /** The domains this client may send from: workspace-wide ones and its own (`domainsForClient`). */
  domains: readonly SenderDomain[];
  initialValues: Record<ClientField, string | null>;
  submitLabel: string;
  /** Saves; resolves to the fields the server refused, if any. */
  onSubmit: (input: ClientInput) => Promise<FieldErrors<ClientField> | undefined>;
  /** Shown beside the submit button: cancel, delete. */
  secondaryActions?: ReactNode;
  /** The details for a reader who may not change them (a viewer): the fields disabled, no submit. */
  readOnly?: boolean;
};

const toValues = (
  initial: Record<ClientField, string | null>,
  interfaceLocale: Locale,
): Record<ClientField, string> => ({
  name: initial.name ?? '',
  website: initial.website ?? '',
  contact_email: initial.contact_email ?? '',
  contact_phone: initial.contact_phone ?? '',
  sender_name: initial.sender_name ?? '',
  sender_domain: initial.sender_domain ?? '',
  report_locale: initial.report_locale ?? interfaceLocale,
});

/** A client's name, website, contact and sender, checked before the database sees them. */
export function ClientForm({
  workspaceId,
  domains,
  initialValues,
  submitLabel,
  onSubmit,
  secondaryActions,
  readOnly = false,
}: ClientFormProps) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(clientInput, {
    initialValues: toValues(initialValues, i18n.locale === 'es' ? 'es' : 'en'),
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="xl">
          <Stack gap="sm">
            <TextInput
              label={t`Client name`}
              required
              maxLength={120}
              autoComplete="off"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t`Website`}
              placeholder="https://example.com"
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              {...form.getInputProps('website')}
            />
          </Stack>
          <Stack gap="sm">
            <FormSectionTitle title={t`Contact`} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t`Contact email`}
                type="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                autoComplete="off"
                {...form.getInputProps('contact_email')}
              />
              <TextInput
                label={t`Contact phone`}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                {...form.getInputProps('contact_phone')}
              />
            </SimpleGrid>
          </Stack>
          <Stack gap="sm">
            <FormSectionTitle
              title={t`Sender`}
              description={t`Optional. Without a sender name, this client's campaigns are sent with the workspace's sender.`}
            />
            <TextInput
              label={t`Sender name`}
              maxLength={100}
              autoComplete="off"
              {...form.getInputProps('sender_name')}
            />
            <SenderDomainSelect
              {...form.getInputProps('sender_domain')}
              workspaceId={workspaceId}
              domains={domains}
            />
          </Stack>
          <Stack gap="sm">
            <FormSectionTitle title={t`Reports`} />
            <Select
              label={t`Report language`}
              description={t`The language of this client's reports and of the links you share with them.`}
              data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps('report_locale')}
            />
          </Stack>
          {!readOnly && (
            <Group justify="space-between" gap="sm">
              <Group gap="sm">{secondaryActions}</Group>
              <Button type="submit" loading={form.submitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

function FormSectionTitle({ title, description }: { title: string; description?: string }) {
  return (
    <div>
      <Title order={2} fz="md">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" fz="sm">
          {description}
        </Text>
      )}
    </div>
  );
}
