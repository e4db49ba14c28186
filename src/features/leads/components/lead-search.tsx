import { useLingui } from '@lingui/react/macro';
import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * The search box. The search lives in the address (?q=), so it survives a reload and can be
 * shared: `onSearch` is called a moment after the typing stops, not at every letter.
 */
export function LeadSearch({ search, onSearch }: { search: string; onSearch: (next: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(search);

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <TextInput
      type="search"
      aria-label={t`Search leads by name, email or phone`}
      placeholder={t`Search by name, email or phone`}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={120}
      w={{ base: '100%', sm: 360 }}
      rightSection={
        text ? (
          <ActionIcon variant="subtle" color="gray" onClick={() => setText('')} aria-label={t`Clear search`}>
            <IconX size={14} />
          </ActionIcon>
        ) : null
      }
    />
  );
}
