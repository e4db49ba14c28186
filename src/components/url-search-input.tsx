import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type UrlSearchInputProps = Omit<
  TextInputProps,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'leftSection' | 'rightSection'
> & {
  /** The search the address holds now (?q=). */
  search: string;
  /** Writes the trimmed text into the address ('' clears the search); called a moment after typing stops. */
  onSearch: (next: string) => void;
};

/** How long the typing must pause before the address follows it. */
const TYPING_PAUSE_MS = 250;

/**
 * A search box whose search lives in the address, so it survives a reload and can be shared.
 * The address follows the typing a moment later rather than at every letter, and the box follows
 * the address when something else changes it (a "clear search" button, the back button).
 * Give it an `aria-label` and a `placeholder`.
 */
export function UrlSearchInput({ search, onSearch, ...inputProps }: UrlSearchInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(search);
  // What this box last wrote: the address coming back with it is not a change from outside.
  const written = useRef(search);
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      written.current = next;
      latestOnSearch.current(next);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  return (
    <TextInput
      {...inputProps}
      type="search"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      rightSection={
        text ? <CloseButton size="sm" onClick={() => setText('')} aria-label={t`Clear search`} /> : null
      }
    />
  );
}
