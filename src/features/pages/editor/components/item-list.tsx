import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { insertAt, moveItem, removeAt, replaceAt } from '../document/document-operations.ts';

type ItemListProps<Item> = {
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  min: number;
  max: number;
  /** "Item {position}", "Plan {position}" … */
  itemLabel: MessageDescriptor;
  addLabel: string;
  newItem: () => Item;
  renderItem: (item: Item, update: (item: Item) => void, index: number) => ReactNode;
  /** The list's own problem (too few, too many). */
  error?: string;
};

/** A list of a section's items within the schema's bounds: add, remove and reorder each. */
export function ItemList<Item>({
  items,
  onChange,
  min,
  max,
  itemLabel,
  addLabel,
  newItem,
  renderItem,
  error,
}: ItemListProps<Item>) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        const name = i18n._({ ...itemLabel, values: { position: index + 1 } });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity; their fields are controlled.
          <Fieldset key={index} legend={name} variant="filled" p="sm">
            <Stack gap="xs">
              {renderItem(item, (updated) => onChange(replaceAt(items, index, updated)), index)}
              <Group gap={4} justify="flex-end">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(items, index, index - 1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Move ${name} down`}
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moveItem(items, index, index + 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove ${name}`}
                  disabled={items.length <= min}
                  onClick={() => onChange(removeAt(items, index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={items.length >= max}
          onClick={() => onChange(insertAt(items, items.length, newItem()))}
        >
          {addLabel}
        </Button>
        <Text size="xs" c="dimmed">
          {t`${items.length} of at most ${max}`}
        </Text>
      </Group>
    </Stack>
  );
}
