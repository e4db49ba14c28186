import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { postgrestCause } from '@/lib/errors/app-errors.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { createWorkspaceSchema, useCreateWorkspace } from '../api/create-workspace.ts';
import {
  type CreateWorkspaceInput,
  type CreateWorkspaceValues,
  fieldOfDatabaseError,
  workspaceFieldMessages,
} from '../workspace-fields.ts';

type FormValues = Omit<CreateWorkspaceValues, 'country'> & { country: string };

import { CountrySelect } from './country-select.tsx';

type CreateWorkspaceFormProps = {
  onCreated: (workspace: { id: string; name: string }) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

const FIELDS = ['name', 'website', 'industry', 'country'] as const;

/** SPEC §2 "add": name, website, industry and country of a new workspace. */
export function CreateWorkspaceForm({ onCreated, onCancel, submitLabel }: CreateWorkspaceFormProps) {
  const { t } = useLingui();
  const createWorkspace = useCreateWorkspace();
  const form = useSchemaForm(createWorkspaceSchema, {
    initialValues: { name: '', website: '', industry: '', country: '' } as FormValues,
    messages: workspaceFieldMessages,
    validateInputOnBlur: true,
  });

  const save = async (input: CreateWorkspaceInput) => {
    try {
      const created = await createWorkspace.mutateAsync(input);
      onCreated({ id: created.id, name: created.name });
    } catch (error) {
      const field = fieldOfDatabaseError(postgrestCause(error), FIELDS);
      if (field) return { [field.field]: { message: workspaceFieldMessages[field.message] } };
      return { form: { message: errorMessages.generic } };
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack>
        {form.errors.form && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        <TextInput
          label={t`Workspace name`}
          description={t`Your business or agency, as your customers know it.`}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Website`}
            placeholder="https://example.com"
            {...form.getInputProps('website')}
          />
          <TextInput
            label={t`Industry`}
            placeholder={t`e.g. Bicycle shop`}
            {...form.getInputProps('industry')}
          />
        </SimpleGrid>
        <CountrySelect label={t`Country`} withAsterisk {...form.getInputProps('country')} />
        <Group justify="flex-end" mt="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          )}
          <Button type="submit" loading={form.submitting}>
            {submitLabel ?? t`Create workspace`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
