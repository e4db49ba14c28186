import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { SuppressionTable } from './suppression-list.tsx';

const rows = [
  { id: '1', email: 'quit@example.com', reason: 'unsubscribed' as const, created_at: '2026-11-20T10:00:00Z' },
  { id: '2', email: 'gone@example.org', reason: 'bounced' as const, created_at: '2026-11-19T10:00:00Z' },
  { id: '3', email: 'spam@example.net', reason: 'complained' as const, created_at: '2026-11-18T10:00:00Z' },
];

describe('SuppressionTable', () => {
  it('lists each address with its reason and date', async () => {
    await renderWithProviders(
      <SuppressionTable
        data={{ suppressions: rows, total: 3 }}
        searching={false}
        page={1}
        onPage={vi.fn()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Suppression list' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('quit@example.com');
    expect(first).toHaveTextContent('Unsubscribed');
    expect(first).toHaveTextContent('Nov 20, 2026');
    expect(second).toHaveTextContent('Bounced');
    expect(third).toHaveTextContent('Marked as spam');
    expect(screen.getByText('3 suppressed addresses')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('translates the reasons and pages through a long list', async () => {
    const onPage = vi.fn();
    await renderWithProviders(
      <SuppressionTable
        data={{ suppressions: rows, total: 45 }}
        searching={false}
        page={1}
        onPage={onPage}
      />,
      { locale: 'es' },
    );
    expect(screen.getByText('Se dio de baja')).toBeInTheDocument();
    expect(screen.getByText('Rebotó')).toBeInTheDocument();
    expect(screen.getByText('Marcó como spam')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('says when nothing is suppressed, and when a search finds nothing', async () => {
    const empty = { suppressions: [], total: 0 };
    const view = await renderWithProviders(
      <SuppressionTable data={empty} searching={false} page={1} onPage={vi.fn()} />,
    );
    expect(screen.getByText(/No one has unsubscribed, bounced or complained yet/)).toBeInTheDocument();
    view.unmount();
    await renderWithProviders(<SuppressionTable data={empty} searching page={1} onPage={vi.fn()} />);
    expect(screen.getByText('No suppressed address matches this search.')).toBeInTheDocument();
  });
});
