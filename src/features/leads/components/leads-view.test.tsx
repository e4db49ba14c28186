import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { Lead, LeadsPage } from '../api/get-leads.ts';
import { ExportLeadsButton } from './export-leads-button.tsx';
import { LeadsView } from './leads-view.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '22222222-2222-4222-8222-222222222222';

/** Stands in for PostgREST: records each update and answers it as saved. */
const backend = vi.hoisted(() => ({
  updates: [] as { table: string; values: Record<string, unknown>; filters: [string, unknown][] }[],
  refuse: false,
}));

vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    from: (table: string) => {
      const update = { table, values: {} as Record<string, unknown>, filters: [] as [string, unknown][] };
      const builder = {
        update: (values: Record<string, unknown>) => {
          update.values = values;
          backend.updates.push(update);
          return builder;
        },
        eq: (column: string, value: unknown) => {
          update.filters.push([column, value]);
          return builder;
        },
        select: () => builder,
        maybeSingle: async () =>
          backend.refuse
            ? { data: null, error: { message: 'permission denied' }, status: 403 }
            : {
                data: { id: update.filters.find(([c]) => c === 'id')?.[1], ...update.values },
                error: null,
                status: 200,
              },
      };
      return builder;
    },
  },
}));

const lead = (changes: Partial<Lead>): Lead => ({
  id: 'lead-1',
  first_name: 'Ana',
  last_name: 'Ortega',
  email: 'ana@example.com',
  phone: '+34 600 123 456',
  source: 'direct',
  status: 'active',
  ignored_at: null,
  created_at: '2026-11-20T10:00:00Z',
  awaitingConfirmation: false,
  pageName: 'Autumn bread',
  clientName: 'Casa Verde',
  ...changes,
});

const LEADS: Lead[] = [
  lead({}),
  lead({
    id: 'lead-2',
    first_name: 'Lucía',
    email: 'lucia@example.com',
    source: 'spring-newsletter',
    status: 'inactive',
    awaitingConfirmation: true,
  }),
  lead({
    id: 'lead-3',
    first_name: 'Tom',
    email: 'tom@example.com',
    source: 'google.com',
    status: 'inactive',
    ignored_at: '2026-11-21T09:00:00Z',
  }),
];

async function renderView(
  data: LeadsPage,
  { search = '', onSearch = vi.fn(), onPage = vi.fn(), locale = 'en' as 'en' | 'es' } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <LeadsView
        scope={{ workspaceId: WORKSPACE_ID, client: CLIENT_ID }}
        data={data}
        owner="Bluebird Bikes"
        page={1}
        search={search}
        onPage={onPage}
        onSearch={onSearch}
        empty={<p>Nothing yet</p>}
      />
    </QueryClientProvider>,
    { locale },
  );
  return { onSearch, onPage };
}

/** The table's row of the lead whose first name this is (the name column says first and last). */
const rowOf = (name: string) => {
  const row = within(screen.getByRole('table'))
    .getAllByTestId('lead-row')
    .find((each) => within(each).queryByText((text) => text.startsWith(`${name} `)));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

beforeEach(() => {
  backend.updates = [];
  backend.refuse = false;
});

describe('the list of leads', () => {
  it('shows each lead with its status: active, pending confirmation, inactive because ignored', async () => {
    await renderView({ client: { id: CLIENT_ID, name: 'Bluebird Bikes' }, leads: LEADS, total: 3 });
    expect(screen.getByText('3 leads')).toBeInTheDocument();
    expect(within(rowOf('Ana')).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf('Ana')).getByText('+34 600 123 456')).toBeInTheDocument();
    expect(within(rowOf('Lucía')).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf('Lucía')).getByText('Waiting for the email confirmation')).toBeInTheDocument();
    expect(within(rowOf('Tom')).getByText('Inactive')).toBeInTheDocument();
    expect(within(rowOf('Tom')).getByText(/^Ignored on /)).toBeInTheDocument();
    expect(within(rowOf('Tom')).getByRole('button', { name: 'Restore Tom Ortega' })).toBeInTheDocument();
  });

  it("shows where each lead's visit came from, a direct one as direct or unknown", async () => {
    await renderView({ client: null, leads: LEADS, total: 3 });
    expect(screen.getByRole('columnheader', { name: 'Source' })).toBeInTheDocument();
    expect(within(rowOf('Ana')).getByText('Direct or unknown')).toBeInTheDocument();
    expect(within(rowOf('Lucía')).getByText('spring-newsletter')).toBeInTheDocument();
    expect(within(rowOf('Tom')).getByText('google.com')).toBeInTheDocument();
  });

  it('in Spanish: Origen, and directo o desconocido', async () => {
    await renderView({ client: null, leads: LEADS, total: 3 }, { locale: 'es' });
    expect(screen.getByRole('columnheader', { name: 'Origen' })).toBeInTheDocument();
    expect(within(rowOf('Ana')).getByText('Directo o desconocido')).toBeInTheDocument();
  });

  it('ignores a lead at once, saving it inactive with the time', async () => {
    await renderView({ client: null, leads: LEADS, total: 3 });
    await userEvent.click(within(rowOf('Ana')).getByRole('button', { name: 'Ignore Ana Ortega' }));
    await waitFor(() => expect(backend.updates).toHaveLength(1));
    expect(backend.updates[0]?.table).toBe('leads');
    expect(backend.updates[0]?.values).toMatchObject({ status: 'inactive', ignored_at: expect.any(String) });
    expect(backend.updates[0]?.filters).toEqual([
      ['workspace_id', WORKSPACE_ID],
      ['id', 'lead-1'],
    ]);
  });

  it('restoring a lead still waiting for its confirmation keeps it inactive', async () => {
    const waiting = lead({
      id: 'lead-4',
      status: 'inactive',
      awaitingConfirmation: true,
      ignored_at: '2026-11-21T09:00:00Z',
    });
    await renderView({ client: null, leads: [waiting], total: 1 });
    await userEvent.click(within(rowOf('Ana')).getByRole('button', { name: 'Restore Ana Ortega' }));
    await waitFor(() => expect(backend.updates).toHaveLength(1));
    expect(backend.updates[0]?.values).toEqual({ status: 'inactive', ignored_at: null });
  });

  it('searches as the visitor types, once the typing stops', async () => {
    const { onSearch } = await renderView({ client: null, leads: LEADS, total: 3 });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search leads by name, email or phone' }),
      ' lucía ',
    );
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('lucía'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('says when the search finds nothing, and clears it', async () => {
    const { onSearch } = await renderView({ client: null, leads: [], total: 0 }, { search: 'zoe' });
    expect(screen.getByText('No lead matches “zoe”')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1) as HTMLElement);
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('pages past fifty leads, with named page controls, as many as the pages', async () => {
    const { onPage } = await renderView({ client: null, leads: LEADS, total: 120 }, { locale: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Página 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: 'Página 4' })).not.toBeInTheDocument();
  });

  it('shows the empty state before the first lead', async () => {
    await renderView({ client: null, leads: [], total: 0 });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe('the CSV export', () => {
  it('writes every lead it loads, with translated headers and statuses, BOM and inert formulas', async () => {
    const save = vi.fn();
    const hostile = lead({
      id: 'lead-9',
      first_name: '=HYPERLINK("http://evil.example")',
      last_name: 'Núñez, Jr.',
    });
    await renderWithProviders(
      <ExportLeadsButton
        owner="Panadería Casa Verde"
        loadAll={async () => [...LEADS, hostile]}
        save={save}
      />,
      { locale: 'es' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [text, fileName] = save.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^leads-panaderia-casa-verde-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFNombre,Apellido,Email,Teléfono,Creado,Estado,Ignorado el,Landing page,Cliente,Origen',
    );
    expect(lines[1]).toBe(
      "Ana,Ortega,ana@example.com,'+34 600 123 456,2026-11-20T10:00:00Z,Activo,,Autumn bread,Casa Verde,Directo o desconocido",
    );
    expect(lines[2]).toContain(',Pendiente de confirmación,');
    expect(lines[2]).toMatch(/,spring-newsletter$/);
    expect(lines[3]).toContain(',Inactivo,2026-11-21T09:00:00Z');
    expect(lines[4]).toBe(
      `"'=HYPERLINK(""http://evil.example"")","Núñez, Jr.",ana@example.com,'+34 600 123 456,2026-11-20T10:00:00Z,Activo,,Autumn bread,Casa Verde,Directo o desconocido`,
    );
    expect(lines).toHaveLength(6);
  });
});
