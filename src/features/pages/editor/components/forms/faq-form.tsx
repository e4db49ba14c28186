import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { FIELD_LABELS, ITEM_LABELS } from '../../document/section-labels.ts';
import { ItemList } from '../item-list.tsx';
import { TextField } from '../text-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function FaqForm({ section, onChange, errorOf, locale }: SectionFormProps<'faq'>) {
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
        {...LIST_LIMITS.faqItems}
        itemLabel={ITEM_LABELS.items}
        addLabel={t`Add a question`}
        newItem={() => newItems(locale).faq}
        error={errorOf('items')}
        renderItem={(item, update, index) => (
          <>
            <TextField
              label={FIELD_LABELS.question}
              required
              value={item.question}
              error={errorOf('items', index, 'question')}
              onChange={(question) => update({ ...item, question })}
            />
            <TextField
              label={FIELD_LABELS.answer}
              required
              multiline
              value={item.answer}
              error={errorOf('items', index, 'answer')}
              onChange={(answer) => update({ ...item, answer })}
            />
          </>
        )}
      />
    </Stack>
  );
}
