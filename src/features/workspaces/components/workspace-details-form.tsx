import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { postgrestCause } from '@/lib/errors/app-errors.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { toast } from '@/lib/notify.tsx';
import type { Workspace } from '../api/get-workspace.ts';
import { useUpdateWorkspace, workspaceDetailsSchema } from '../api/update-workspace.ts';
import {
  fieldOfDatabaseError,
  type WorkspaceDetailsInput,
  workspaceFieldMessages,
} from '../workspace-fields.ts';
import { CountrySelect } from './country-select.tsx';
import { SectionCard } from './section-card.tsx';

const FIELDS = [
  'name',
  'website',
  'industry',
  'country',
  'contact_first_name',
  'contact_last_name',
  'contact_phone',
  'contact_email',
  'contact_street',
  'contact_city',
  'contact_region',
  'contact_zip',
  'contact_country',
] as const;

type DetailsValues = Record<(typeof FIELDS)[number], string>;

const valuesOf = (workspace: Workspace): DetailsValues =>
  Object.fromEntries(FIELDS.map((field) => [field, workspace[field] ?? ''])) as DetailsValues;

/** Main information and contact information, saved together. */
export function WorkspaceDetailsForm({ workspace, readOnly }: { workspace: Workspace; readOnly: boolean }) {
  const { t } = useLingui();
  const update = useUpdateWorkspace(workspace.id);
  const form = useSchemaForm(workspaceDetailsSchema, {
    initialValues: valuesOf(workspace),
    messages: workspaceFieldMessages,
    validateInputOnBlur: true,
  });

  const save = async (changes: WorkspaceDetailsInput) => {
    try {
      const saved = await update.mutateAsync(changes);
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      toast.success(t`Workspace saved.`);
    } catch (error) {
      const field = fieldOfDatabaseError(postgrestCause(error), FIELDS);
      if (field) return { [field.field]: { message: workspaceFieldMessages[field.message] } };
      return { form: { message: errorMessages.generic } };
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Workspace details`}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <SectionCard
            id="main-information"
            title={t`Main information`}
            description={t`How the workspace appears in campaigns and pages.`}
          >
            <Stack>
              <TextInput label={t`Workspace name`} withAsterisk {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t`Website`}
                  placeholder="https://example.com"
                  {...form.getInputProps('website')}
                />
                <TextInput label={t`Industry`} {...form.getInputProps('industry')} />
              </SimpleGrid>
              <CountrySelect label={t`Country`} {...form.getInputProps('country')} />
            </Stack>
          </SectionCard>
          <SectionCard
            id="contact-information"
            title={t`Contact information`}
            description={t`Who to reach and the postal address that email campaigns show in their footer.`}
          >
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t`First name`}
                  autoComplete="given-name"
                  {...form.getInputProps('contact_first_name')}
                />
                <TextInput
                  label={t`Last name`}
                  autoComplete="family-name"
                  {...form.getInputProps('contact_last_name')}
                />
                <TextInput
                  label={t`Phone`}
                  type="tel"
                  autoComplete="tel"
                  {...form.getInputProps('contact_phone')}
                />
                <TextInput
                  label={t`Contact email`}
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('contact_email')}
                />
              </SimpleGrid>
              <TextInput
                label={t`Street`}
                autoComplete="street-address"
                {...form.getInputProps('contact_street')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t`City`}
                  autoComplete="address-level2"
                  {...form.getInputProps('contact_city')}
                />
                <TextInput
                  label={t`State or region`}
                  autoComplete="address-level1"
                  {...form.getInputProps('contact_region')}
                />
                <TextInput
                  label={t`ZIP or postal code`}
                  autoComplete="postal-code"
                  {...form.getInputProps('contact_zip')}
                />
              </SimpleGrid>
              <CountrySelect label={t`Address country`} {...form.getInputProps('contact_country')} />
            </Stack>
          </SectionCard>
          {form.errors.form && (
            <Alert color="red" role="alert">
              {form.errors.form}
            </Alert>
          )}
          {!readOnly && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                {t`Discard changes`}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t`Save changes`}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
