import type { ReactNode } from 'react';
import { ITEM_LABELS } from '../../document/section-labels.ts';
import { ItemList } from '../item-list.tsx';
import { type BoundFields, bindFields } from './bind-fields.ts';

/** The keys of Owner's lists that have an item label ("Item 1", "Plan 1", "Line 1"). */
type ListKey<Owner> = { [K in keyof Owner]-?: Owner[K] extends readonly unknown[] ? K : never }[keyof Owner] &
  keyof typeof ITEM_LABELS;
type ItemOf<List> = List extends readonly (infer Item)[] ? Item : never;

type ItemListFieldProps<Owner, Name extends ListKey<Owner>> = {
  /** The section, or the item, the list belongs to. */
  of: BoundFields<Owner>;
  name: Name;
  min: number;
  max: number;
  addLabel: string;
  newItem: () => ItemOf<Owner[Name]>;
  /** The fields of one item, bound to it: its texts, its changes and its problems. */
  renderFields: (item: BoundFields<ItemOf<Owner[Name]>>) => ReactNode;
};

/** One list of a section (its items, its plans, a plan's lines) with add, remove and reorder. */
export function ItemListField<Owner, Name extends ListKey<Owner>>({
  of,
  name,
  renderFields,
  ...limitsAndAdd
}: ItemListFieldProps<Owner, Name>) {
  return (
    <ItemList
      items={of.value[name] as readonly ItemOf<Owner[Name]>[]}
      onChange={(items) => of.onChange({ ...of.value, [name]: items })}
      itemLabel={ITEM_LABELS[name]}
      error={of.errorOf(name)}
      renderItem={(item, update, index) =>
        renderFields(bindFields(item, update, (...path) => of.errorOf(name, index, ...path)))
      }
      {...limitsAndAdd}
    />
  );
}
