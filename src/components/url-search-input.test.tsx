import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { UrlSearchInput } from './url-search-input.tsx';

/** The address's ?q=, with a button that changes it from outside (like the back button). */
function Address({ initial, written }: { initial: string; written: (next: string) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <>
      <UrlSearchInput
        search={search}
        onSearch={(next) => {
          written(next);
          setSearch(next);
        }}
        aria-label="Search clients by name"
      />
      <output aria-label="Address">{search}</output>
      <button type="button" onClick={() => setSearch('bluebird')}>
        Back
      </button>
    </>
  );
}

const box = () => screen.getByRole('searchbox', { name: 'Search clients by name' });
const address = () => screen.getByRole('status', { name: 'Address' });

describe('UrlSearchInput', () => {
  it('writes the trimmed search once the typing pauses, and keeps what the user typed', async () => {
    const written = vi.fn();
    await renderSearch('', written);
    await userEvent.type(box(), '  harbor ');
    await waitFor(() => expect(address()).toHaveTextContent('harbor'));
    expect(written).toHaveBeenCalledTimes(1);
    expect(written).toHaveBeenCalledWith('harbor');
    expect(box()).toHaveValue('  harbor ');
  });

  it('follows the address when something else changes it, and clears it with its button', async () => {
    const written = vi.fn();
    await renderSearch('pine', written);
    expect(box()).toHaveValue('pine');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box()).toHaveValue('bluebird');
    expect(written).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    await waitFor(() => expect(written).toHaveBeenCalledWith(''));
    expect(address()).toBeEmptyDOMElement();
  });
});

function renderSearch(initial: string, written: (next: string) => void) {
  return renderWithProviders(<Address initial={initial} written={written} />);
}
