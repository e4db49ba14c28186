import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { FIELD_LABELS, ITEM_LABELS } from '../../document/section-labels.ts';
import { ItemList } from '../item-list.tsx';
import { TextField } from '../text-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function TestimonialsForm({ section, onChange, errorOf, locale }: SectionFormProps<'testimonials'>) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <TextField
        label={FIELD_LABELS.heading}
        required
        value={section.heading}
        error={errorOf('heading')}
        onChange={(heading) => onChange({ ...section, heading })}
      />
      <ItemList
        items={section.items}
        onChange={(items) => onChange({ ...section, items })}
        {...LIST_LIMITS.testimonialItems}
        itemLabel={ITEM_LABELS.items}
        addLabel={t`Add a quote`}
        newItem={() => newItems(locale).testimonial}
        error={errorOf('items')}
        renderItem={(item, update, index) => (
          <>
            <TextField
              label={FIELD_LABELS.quote}
              required
              multiline
              value={item.quote}
              error={errorOf('items', index, 'quote')}
              onChange={(quote) => update({ ...item, quote })}
            />
            <TextField
              label={FIELD_LABELS.author}
              required
              value={item.author}
              error={errorOf('items', index, 'author')}
              onChange={(author) => update({ ...item, author })}
            />
            <TextField
              label={FIELD_LABELS.role}
              value={item.role}
              error={errorOf('items', index, 'role')}
              onChange={(role) => update({ ...item, role })}
            />
          </>
        )}
      />
    </Stack>
  );
}
