import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import { ItemListField } from './item-list-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function FaqForm({ section, onChange, errorOf, locale }: SectionFormProps<'faq'>) {
  const { t } = useLingui();
  const faq = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...faq.text('heading')} required />
      <ItemListField
        of={faq}
        name="items"
        {...LIST_LIMITS.faqItems}
        addLabel={t`Add a question`}
        newItem={() => newItems(locale).faq}
        renderFields={(item) => (
          <>
            <TextField {...item.text('question')} required />
            <TextField {...item.text('answer')} required multiline />
          </>
        )}
      />
    </Stack>
  );
}
