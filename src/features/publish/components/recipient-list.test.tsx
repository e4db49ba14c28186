import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { Recipient } from '../api/get-recipients.ts';
import { RecipientList } from './recipient-list.tsx';

let nextId = 1;
const recipient = (email: string, overrides: Partial<Recipient> = {}): Recipient => ({
  id: nextId++,
  email,
  sent: true,
  delivered: true,
  opened: false,
  clicked: false,
  bounced: false,
  failed: false,
  complained: false,
  delayed: false,
  sent_at: '2026-11-20T09:00:00Z',
  last_event_at: '2026-11-20T09:05:00Z',
  created_at: '2026-11-19T09:00:00Z',
  ...overrides,
});

type HappyDomViewport = { setViewport: (size: { width: number; height: number }) => void };

describe('the recipients as cards, on a phone', () => {
  beforeEach(() => {
    // happy-dom lays the page out at 1024 px: at a phone's width Mantine shows the cards, not the table.
    const viewport = (window as unknown as { happyDOM: HappyDomViewport }).happyDOM;
    viewport.setViewport({ width: 390, height: 844 });
    return () => viewport.setViewport({ width: 1024, height: 768 });
  });

  it('names each card’s button by the address it shows, and opens that recipient', async () => {
    const onOpen = vi.fn();
    const ana = recipient('ana@example.com');
    await renderWithProviders(
      <RecipientList recipients={[ana, recipient('bruno@example.org', { opened: true })]} onOpen={onOpen} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Recipients' }));
    const buttons = cards.getAllByRole('button');
    // Voice control says what it sees: the name is the shown text, not more, not other words.
    expect(buttons.map((button) => button.textContent)).toEqual(['ana@example.com', 'bruno@example.org']);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([null, null]);
    expect(cards.getByRole('button', { name: 'bruno@example.org' })).toBe(buttons[1]);
    await userEvent.click(cards.getByRole('button', { name: 'ana@example.com' }));
    expect(onOpen).toHaveBeenCalledWith(ana);
  });
});
