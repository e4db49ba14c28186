import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import { ItemListField } from './item-list-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function FeaturesForm({ section, onChange, errorOf, locale }: SectionFormProps<'features'>) {
  const { t } = useLingui();
  const features = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...features.text('heading')} required />
      <TextField {...features.text('intro')} multiline />
      <ItemListField
        of={features}
        name="items"
        {...LIST_LIMITS.featureItems}
        addLabel={t`Add a benefit`}
        newItem={() => newItems(locale).feature}
        renderFields={(item) => (
          <>
            <TextField {...item.text('title')} required />
            <TextField {...item.text('body')} required multiline />
          </>
        )}
      />
    </Stack>
  );
}
