import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import { ItemListField } from './item-list-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function TestimonialsForm({ section, onChange, errorOf, locale }: SectionFormProps<'testimonials'>) {
  const { t } = useLingui();
  const testimonials = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...testimonials.text('heading')} required />
      <ItemListField
        of={testimonials}
        name="items"
        {...LIST_LIMITS.testimonialItems}
        addLabel={t`Add a quote`}
        newItem={() => newItems(locale).testimonial}
        renderFields={(item) => (
          <>
            <TextField {...item.text('quote')} required multiline />
            <TextField {...item.text('author')} required />
            <TextField {...item.text('role')} />
          </>
        )}
      />
    </Stack>
  );
}
