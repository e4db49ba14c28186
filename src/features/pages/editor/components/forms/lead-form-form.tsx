import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Stack } from '@mantine/core';
import type { SectionOf } from '../../document/new-section.ts';
import { FIELD_LABELS } from '../../document/section-labels.ts';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import type { SectionFormProps } from './section-form-props.ts';

type LeadField = SectionOf<'leadForm'>['fields'][number];
const FIELD_ORDER: LeadField[] = ['firstName', 'lastName', 'email', 'phone'];

export function LeadFormForm({ section, onChange, errorOf }: SectionFormProps<'leadForm'>) {
  const { t, i18n } = useLingui();
  const fieldNames: Record<LeadField, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`Email`,
    phone: t`Phone`,
  };
  const leadForm = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...leadForm.text('heading')} required />
      <TextField {...leadForm.text('body')} multiline />
      <Checkbox.Group
        label={i18n._(FIELD_LABELS.fields)}
        description={t`What visitors are asked for. The page's form collects leads once it is published.`}
        value={section.fields}
        error={errorOf('fields')}
        // Kept in the form's own order, whatever order they were ticked in.
        onChange={(chosen) =>
          onChange({ ...section, fields: FIELD_ORDER.filter((field) => chosen.includes(field)) })
        }
      >
        <Group gap="md" mt="xs">
          {FIELD_ORDER.map((field) => (
            <Checkbox key={field} value={field} label={fieldNames[field]} />
          ))}
        </Group>
      </Checkbox.Group>
      {section.fields.includes('phone') && (
        <Checkbox
          label={t`Visitors may leave the phone empty`}
          checked={section.optionalFields.includes('phone')}
          onChange={(event) =>
            onChange({
              ...section,
              optionalFields: event.currentTarget.checked
                ? [...section.optionalFields.filter((field) => field !== 'phone'), 'phone']
                : section.optionalFields.filter((field) => field !== 'phone'),
            })
          }
        />
      )}
      <TextField {...leadForm.text('submitLabel')} required />
      <TextField {...leadForm.text('successMessage')} required multiline />
    </Stack>
  );
}
