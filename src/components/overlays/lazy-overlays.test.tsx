import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { LazySelect, LazyTooltip, ModalsOnFirstCall } from './lazy-overlays.tsx';

const loadModals = () => import('./modals-provider.tsx');

const SORTS = [
  { value: 'created-desc', label: 'Newest first' },
  { value: 'name-asc', label: 'Name (A–Z)' },
];

function Sort({ onChange }: { onChange: (value: string | null) => void }) {
  const [value, setValue] = useState('created-desc');
  return (
    <LazySelect
      label="Sort by"
      data={SORTS}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        setValue(next ?? value);
        onChange(next);
      }}
    />
  );
}

describe('the overlays’ lazy boundary', () => {
  it('draws a Select closed without its code, and opens it on the first key, on the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<Sort onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect(field).toHaveValue('Newest first');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();
    // The Select took the stand-in's place and the focus with it.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus());
    await user.click(screen.getByRole('option', { name: 'Name (A–Z)' }));
    expect(onChange).toHaveBeenCalledWith('name-asc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Name (A–Z)');
  });

  it('opens the first confirm dialog asked for before its provider was there, on the first call', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    await renderWithProviders(
      <>
        <Button
          onClick={() =>
            modals.openConfirmModal({
              title: 'Remove Ada?',
              labels: { confirm: 'Remove', cancel: 'Keep' },
              onConfirm,
            })
          }
        >
          Remove
        </Button>
        <ModalsOnFirstCall load={loadModals} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows a tooltip when the pointer first rests on its element, which stays the same element', async () => {
    await renderWithProviders(
      <LazyTooltip label="Clients" position="right">
        <button type="button" aria-label="Clients">
          C
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Clients' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Clients');
    expect(screen.getByRole('button', { name: 'Clients' })).toBe(button);
  });
});
