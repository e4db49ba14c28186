import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { CreateWorkspaceForm } from './create-workspace-form.tsx';

const renderForm = (onCreated = vi.fn(), locale: 'en' | 'es' = 'en') =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <JotaiProvider>
        <CreateWorkspaceForm onCreated={onCreated} />
      </JotaiProvider>
    </QueryClientProvider>,
    { locale },
  );

/** supabase-js's answer to `rpc('create_workspace')`, without a database. */
const rpcAnswer = (answer: { data: unknown; error: unknown; status: number }) =>
  vi
    .spyOn(supabase, 'rpc')
    .mockReturnValue(Promise.resolve({ ...answer, count: null, statusText: '' }) as never);

describe('CreateWorkspaceForm', () => {
  it('asks for a name and one of the three countries before creating anything', async () => {
    const rpc = rpcAnswer({ data: null, error: null, status: 200 });
    await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(screen.getByRole('textbox', { name: /Workspace name/ })).toHaveAccessibleDescription(
      /Fill in this field\./,
    );
    expect(await screen.findByText('Choose United States, Canada or Mexico.')).toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('explains a website that is not a web address', async () => {
    await renderForm();
    const website = screen.getByRole('textbox', { name: 'Website' });
    await userEvent.type(website, 'not a website');
    await userEvent.tab();
    expect(website).toHaveAccessibleDescription('Enter a web address, such as https://example.com.');
  });

  it('speaks Spanish to a Spanish reader', async () => {
    await renderForm(vi.fn(), 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Crear espacio de trabajo' }));
    expect(
      screen.getByRole('textbox', { name: /Nombre del espacio de trabajo/ }),
    ).toHaveAccessibleDescription(/Completa este campo\./);
    expect(await screen.findByText('Elige Estados Unidos, Canadá o México.')).toBeInTheDocument();
  });

  it('creates the workspace with a complete web address', async () => {
    const rpc = rpcAnswer({ data: { id: 'w-1', name: 'Bluebird Bikes' }, error: null, status: 200 });
    vi.spyOn(supabase.auth, 'getSession').mockResolvedValue({ data: { session: null }, error: null });
    const onCreated = vi.fn();
    await renderForm(onCreated);
    await userEvent.type(screen.getByRole('textbox', { name: /Workspace name/ }), '  Bluebird Bikes ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'bluebird.example');
    await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Canada' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() =>
      expect(rpc).toHaveBeenCalledWith('create_workspace', {
        name: 'Bluebird Bikes',
        website: 'https://bluebird.example',
        industry: undefined,
        country: 'CA',
      }),
    );
  });

  it('puts a refusal of the database on the field it is about', async () => {
    rpcAnswer({
      data: null,
      error: {
        code: '23514',
        message: 'new row for relation "workspaces" violates check constraint "workspaces_website_check"',
      },
      status: 400,
    });
    await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Workspace name/ }), 'Bluebird Bikes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Website' }), 'https://bluebird.example');
    await userEvent.click(screen.getByRole('combobox', { name: /Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mexico' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(
        'Enter a web address, such as https://example.com.',
      ),
    );
  });
});
