import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import { ItemListField } from './item-list-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function MenuForm({ section, onChange, errorOf, locale }: SectionFormProps<'menu'>) {
  const { t } = useLingui();
  const menu = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...menu.text('heading')} required />
      <TextField {...menu.text('intro')} multiline />
      <ItemListField
        of={menu}
        name="items"
        {...LIST_LIMITS.menuItems}
        addLabel={t`Add an item`}
        newItem={() => newItems(locale).menuItem}
        renderFields={(item) => (
          <>
            <TextField {...item.text('title')} required />
            <TextField {...item.text('body')} multiline />
            <TextField {...item.text('price')} />
          </>
        )}
      />
    </Stack>
  );
}
