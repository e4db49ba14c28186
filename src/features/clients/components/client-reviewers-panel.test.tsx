import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeWrite } from '@/testing/fake-postgrest.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { ClientReviewer } from '../api/client-reviewers.ts';
import { ClientReviewersPanel } from './client-reviewers-panel.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CLIENT_ID = '33333333-3333-4333-8333-333333333333';
const DAY = 24 * 60 * 60 * 1000;

/** Stands in for PostgREST and the send-review-link function: the stored reviewers and each write. */
const backend = vi.hoisted(() => ({
  reviewers: [] as ClientReviewer[],
  writes: [] as FakeWrite[],
  insertError: null as { code: string; message: string } | null,
  invoke: vi.fn(),
}));

vi.mock('@/lib/supabase.ts', async () => {
  const { fakeWritableTable } = await import('@/testing/fake-postgrest.ts');
  const from = () =>
    fakeWritableTable({
      rows: () => backend.reviewers,
      writes: backend.writes,
      insertError: () => backend.insertError,
    });
  return { supabase: { from, functions: { invoke: backend.invoke } } };
});

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

const reviewer = (name: string, email: string, link: Partial<ClientReviewer> = {}): ClientReviewer => ({
  id: crypto.randomUUID(),
  name,
  email,
  locale: 'es',
  link_sent_at: null,
  link_expires_at: null,
  revoked_at: null,
  created_at: '2026-11-20T09:00:00Z',
  ...link,
});

const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

async function renderPanel(canManage: boolean, locale: 'en' | 'es' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <ClientReviewersPanel workspaceId={WORKSPACE_ID} clientId={CLIENT_ID} canManage={canManage} />
      </ModalsProvider>
    </QueryClientProvider>,
    { locale },
  );
  return screen.findByRole('list', { name: locale === 'es' ? 'Revisores' : 'Reviewers' });
}

beforeEach(() => {
  backend.reviewers = [];
  backend.writes = [];
  backend.insertError = null;
  backend.invoke.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
});

describe('ClientReviewersPanel', () => {
  it("says where each reviewer's link stands", async () => {
    const format = (value: string) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(value));
    const sent = at(-2);
    const until = at(28);
    const expired = at(-1);
    backend.reviewers = [
      reviewer('Rosa Díaz', 'rosa@bluebird.example'),
      reviewer('Ana Ruiz', 'ana@bluebird.example', { link_sent_at: sent, link_expires_at: until }),
      reviewer('Tom Lee', 'tom@bluebird.example', { link_sent_at: at(-31), link_expires_at: expired }),
      reviewer('Eva Gil', 'eva@bluebird.example', {
        link_sent_at: sent,
        link_expires_at: until,
        revoked_at: at(-1),
      }),
    ];
    const list = await renderPanel(true);
    const [rosa, ana, tom, eva] = within(list).getAllByRole('listitem');
    expect(rosa).toHaveTextContent('No link sent yet');
    expect(within(rosa as HTMLElement).getByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(ana).toHaveTextContent(`Link sent ${format(sent)}, works until ${format(until)}`);
    expect(within(ana as HTMLElement).getByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
    expect(tom).toHaveTextContent(`Link expired on ${format(expired)}`);
    expect(within(tom as HTMLElement).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
    expect(eva).toHaveTextContent('Link revoked');
    expect(within(eva as HTMLElement).getByRole('button', { name: 'Send a new link' })).toBeInTheDocument();
  });

  it('adds a reviewer with a name, an address and a language', async () => {
    const user = userEvent.setup();
    backend.reviewers = [reviewer('Rosa Díaz', 'rosa@bluebird.example')];
    await renderPanel(true);
    const form = screen.getByRole('form', { name: 'Add a reviewer' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  Ana Ruiz ');
    await user.type(within(form).getByRole('textbox', { name: 'Email address' }), 'Ana@Bluebird.example');
    await user.click(within(form).getByRole('combobox', { name: /^Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(within(form).getByRole('button', { name: 'Add reviewer' }));
    await waitFor(() =>
      expect(backend.writes).toEqual([
        {
          op: 'insert',
          payload: {
            workspace_id: WORKSPACE_ID,
            client_id: CLIENT_ID,
            name: 'Ana Ruiz',
            email: 'ana@bluebird.example',
            locale: 'es',
          },
        },
      ]),
    );
    expect(toast.success).toHaveBeenCalled();
  });

  it('says under the address when it is already a reviewer of this client', async () => {
    const user = userEvent.setup();
    backend.insertError = { code: '23505', message: 'duplicate key value violates unique constraint' };
    backend.reviewers = [reviewer('Rosa Díaz', 'rosa@bluebird.example')];
    await renderPanel(true, 'es');
    const form = screen.getByRole('form', { name: 'Añadir un revisor' });
    await user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Rosa');
    await user.type(
      within(form).getByRole('textbox', { name: 'Dirección de email' }),
      'rosa@bluebird.example',
    );
    await user.click(within(form).getByRole('button', { name: 'Añadir revisor' }));
    expect(
      await within(form).findByText('Esta dirección ya pertenece a un revisor de este cliente.'),
    ).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('emails a link through send-review-link and says where it went', async () => {
    const user = userEvent.setup();
    backend.reviewers = [reviewer('Rosa Díaz', 'rosa@bluebird.example')];
    backend.invoke.mockResolvedValue({
      data: { id: 'email-1', email: 'rosa@bluebird.example', expiresAt: at(30) },
      error: null,
    });
    await renderPanel(true);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Review link emailed to rosa@bluebird.example'),
    );
    expect(backend.invoke).toHaveBeenCalledWith('send-review-link', {
      body: { reviewerId: backend.reviewers[0]?.id },
    });
  });

  it('says so when a link was sent a few minutes ago', async () => {
    const user = userEvent.setup();
    backend.reviewers = [
      reviewer('Rosa Díaz', 'rosa@bluebird.example', { link_sent_at: at(0), link_expires_at: at(30) }),
    ];
    const { FunctionsHttpError } = await import('@supabase/supabase-js');
    backend.invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(JSON.stringify({ error: { code: 'review_link_recently_sent' } }), { status: 429 }),
      ),
    });
    await renderPanel(true);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'A link was emailed to this reviewer a few minutes ago. Wait a little before sending another.',
      ),
    );
  });

  it('revokes a link, and removes a reviewer only after the confirmation', async () => {
    const user = userEvent.setup();
    const rosa = reviewer('Rosa Díaz', 'rosa@bluebird.example', {
      link_sent_at: at(-1),
      link_expires_at: at(29),
    });
    backend.reviewers = [rosa];
    await renderPanel(true);
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The link of Rosa Díaz no longer works'));
    expect(backend.writes[0]).toMatchObject({ op: 'update', id: rosa.id });
    expect(backend.writes[0]?.payload).toEqual({ revoked_at: expect.any(String) });

    await user.click(screen.getByRole('button', { name: 'Remove Rosa Díaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Rosa Díaz?' });
    expect(backend.writes).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove reviewer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Rosa Díaz was removed'));
    expect(backend.writes[1]).toEqual({ op: 'delete', id: rosa.id });
  });

  it('editors and viewers read the list without its actions', async () => {
    backend.reviewers = [
      reviewer('Rosa Díaz', 'rosa@bluebird.example', { link_sent_at: at(-1), link_expires_at: at(29) }),
    ];
    const list = await renderPanel(false);
    expect(list).toHaveTextContent('Rosa Díaz');
    expect(list).toHaveTextContent('rosa@bluebird.example');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a reviewer' })).not.toBeInTheDocument();
    expect(screen.getByText('Owners and admins add reviewers and send their links.')).toBeInTheDocument();
  });
});
