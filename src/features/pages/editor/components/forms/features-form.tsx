import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { FIELD_LABELS, ITEM_LABELS } from '../../document/section-labels.ts';
import { ItemList } from '../item-list.tsx';
import { TextField } from '../text-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function FeaturesForm({ section, onChange, errorOf, locale }: SectionFormProps<'features'>) {
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
      <TextField
        label={FIELD_LABELS.intro}
        multiline
        value={section.intro}
        error={errorOf('intro')}
        onChange={(intro) => onChange({ ...section, intro })}
      />
      <ItemList
        items={section.items}
        onChange={(items) => onChange({ ...section, items })}
        {...LIST_LIMITS.featureItems}
        itemLabel={ITEM_LABELS.items}
        addLabel={t`Add a benefit`}
        newItem={() => newItems(locale).feature}
        error={errorOf('items')}
        renderItem={(item, update, index) => (
          <>
            <TextField
              label={FIELD_LABELS.title}
              required
              value={item.title}
              error={errorOf('items', index, 'title')}
              onChange={(title) => update({ ...item, title })}
            />
            <TextField
              label={FIELD_LABELS.body}
              required
              multiline
              value={item.body}
              error={errorOf('items', index, 'body')}
              onChange={(body) => update({ ...item, body })}
            />
          </>
        )}
      />
    </Stack>
  );
}
