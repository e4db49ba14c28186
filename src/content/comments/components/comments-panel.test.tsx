import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeWrite } from '@/testing/fake-postgrest.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { CampaignComment } from '../api/campaign-comments.ts';
import { CommentsPanel } from './comments-panel.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';
const { ME, LUIS } = vi.hoisted(() => ({
  ME: '44444444-4444-4444-8444-444444444444',
  LUIS: '55555555-5555-4555-8555-555555555555',
}));

type Row = Omit<CampaignComment, 'mine'>;
/** Stands in for PostgREST: the stored comments, the workspace's members, and each write. */
const backend = vi.hoisted(() => ({
  comments: [] as Row[],
  writes: [] as FakeWrite[],
  insertError: null as { code: string; message: string } | null,
  /** Edge function calls, and whether the email provider answers. */
  invoked: [] as { name: string; body: unknown }[],
  emailFails: false,
}));

vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery, fakeWritableTable } = await import('@/testing/fake-postgrest.ts');
  const members = [
    { user_id: ME, profile: { full_name: 'Marta Gómez', email: 'marta@agency.example' } },
    { user_id: LUIS, profile: { full_name: 'Luis Pardo', email: 'luis@agency.example' } },
  ];
  return {
    supabase: {
      from: (table: string) =>
        table === 'workspace_members'
          ? fakePostgrestQuery(() => members)
          : fakeWritableTable({
              rows: () => backend.comments,
              writes: backend.writes,
              insertError: () => backend.insertError,
            }),
      auth: { getSession: () => Promise.resolve({ data: { session: { user: { id: ME } } } }) },
      functions: {
        invoke: async (name: string, { body }: { body: unknown }) => {
          backend.invoked.push({ name, body });
          return backend.emailFails
            ? { data: null, error: new Error('provider unavailable') }
            : { data: { emailed: 1 }, error: null };
        },
      },
    },
  };
});

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

const email = {
  subject: 'Spring tune-up',
  preheader: 'Book this week',
  headline: 'Your bike, ready for spring',
  intro: 'Hello',
  sections: [{ heading: 'What we check', body: 'Brakes' }],
  callToAction: { label: 'Book a slot', url: '' },
  closing: 'See you',
  legal: '',
};

const comment = (body: string, by: Partial<Row>): Row => ({
  id: crypto.randomUUID(),
  section: null,
  body,
  created_at: '2026-11-21T10:30:00Z',
  author_id: null,
  author: null,
  reviewer: null,
  ...by,
});

async function renderPanel(canEdit: boolean, locale: 'en' | 'es' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <CommentsPanel
          workspaceId={WORKSPACE_ID}
          campaignId={CAMPAIGN_ID}
          kind="email"
          content={email}
          canEdit={canEdit}
        />
      </ModalsProvider>
    </QueryClientProvider>,
    { locale },
  );
  return { invalidate };
}

beforeEach(() => {
  backend.comments = [];
  backend.writes = [];
  backend.insertError = null;
  backend.invoked = [];
  backend.emailFails = false;
  toast.error.mockReset();
  toast.success.mockReset();
});

describe('CommentsPanel', () => {
  it('lists the comments as stored (oldest first): who, the part it is pinned to, when, and what they said', async () => {
    backend.comments = [
      comment('Love the headline', {
        author_id: LUIS,
        author: { full_name: 'Luis Pardo', email: 'luis@agency.example' },
        section: 'hero',
      }),
      comment('Can the button say "Book now"?', { reviewer: { name: 'Rosa Díaz' }, section: 'button' }),
      comment('Sent to Rosa', { author_id: ME, author: { full_name: null, email: 'marta@agency.example' } }),
    ];
    await renderPanel(true, 'es');
    const list = await screen.findByRole('list', { name: 'Comentarios' });
    const [luis, rosa, mine] = within(list).getAllByRole('listitem');
    expect(luis).toHaveTextContent('Luis Pardo');
    expect(luis).toHaveTextContent('Sobre: Titular e introducción: «Your bike, ready for spring»');
    expect(luis).toHaveTextContent(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-21T10:30:00Z'),
      ),
    );
    expect(luis).toHaveTextContent('Love the headline');
    expect(luis).not.toHaveTextContent('Revisor del cliente');
    expect(rosa).toHaveTextContent('Rosa Díaz');
    expect(rosa).toHaveTextContent('Revisor del cliente');
    expect(rosa).toHaveTextContent('Sobre: Llamada a la acción');
    expect(mine).toHaveTextContent('marta@agency.example');
    expect(mine).not.toHaveTextContent('Sobre:');
    // Only the author deletes a comment.
    expect(within(luis as HTMLElement).queryByRole('button', { name: /^Eliminar tu comentario/ })).toBeNull();
    expect(
      within(mine as HTMLElement).getByRole('button', { name: /^Eliminar tu comentario/ }),
    ).toBeInTheDocument();
  });

  it('an editor comments on a part and mentions a teammate; the comments and the activity refresh', async () => {
    const user = userEvent.setup();
    const { invalidate } = await renderPanel(true);
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a comment' });
    await user.click(within(form).getByRole('combobox', { name: /^Which part\?/ }));
    await user.click(await screen.findByRole('option', { name: 'Call to action: Book a slot' }));
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), ' Make it bigger ');
    await user.click(within(form).getByRole('combobox', { name: /^Mention teammates/ }));
    // The signed-in member is not offered.
    expect(screen.queryByRole('option', { name: 'Marta Gómez' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Luis Pardo' }));
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(backend.writes).toEqual([
        {
          op: 'insert',
          payload: {
            workspace_id: WORKSPACE_ID,
            campaign_id: CAMPAIGN_ID,
            section: 'button',
            body: 'Make it bigger',
            mentioned_user_ids: [LUIS],
          },
        },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Comment added'));
    // Luis is emailed about the stored comment.
    expect(backend.invoked).toEqual([{ name: 'send-mention-emails', body: { commentId: 'inserted-1' } }]);
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: ['workspaces', WORKSPACE_ID, 'campaigns', 'comments', CAMPAIGN_ID],
    });
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: ['workspaces', WORKSPACE_ID, 'campaigns', 'activity'],
    });
  });

  it('says so when the comment is stored but the mentioned could not be emailed', async () => {
    const user = userEvent.setup();
    backend.emailFails = true;
    await renderPanel(true);
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Look at this');
    await user.click(within(form).getByRole('combobox', { name: /^Mention teammates/ }));
    await user.click(await screen.findByRole('option', { name: 'Luis Pardo' }));
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Comment added, but the teammates you mentioned could not be emailed. Tell them another way.',
      ),
    );
    expect(backend.writes).toHaveLength(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('a comment about the whole email is pinned to nothing', async () => {
    const user = userEvent.setup();
    await renderPanel(true);
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    expect(within(form).getByRole('combobox', { name: /^Which part\?/ })).toHaveValue('The whole email');
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Ready for Rosa');
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(backend.writes[0]?.payload).toMatchObject({ section: null, mentioned_user_ids: [] }),
    );
  });

  it('says under the mentions when someone mentioned does not reach the campaign', async () => {
    const user = userEvent.setup();
    backend.insertError = { code: 'PT422', message: 'mention_not_member' };
    await renderPanel(true);
    const form = await screen.findByRole('form', { name: 'Add a comment' });
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Look at this');
    await user.click(within(form).getByRole('button', { name: 'Add comment' }));
    const error = await within(form).findByText('Only teammates who work on this campaign can be mentioned.');
    expect(error.closest('.mantine-InputWrapper-root')).toHaveTextContent('Mention teammates');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('an author deletes their comment only after the confirmation', async () => {
    const user = userEvent.setup();
    const mine = comment('Typo here', { author_id: ME, author: { full_name: 'Marta Gómez', email: null } });
    backend.comments = [mine];
    await renderPanel(true);
    await user.click(await screen.findByRole('button', { name: /^Delete your comment of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your comment?' });
    expect(backend.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Comment deleted'));
    expect(backend.writes).toEqual([{ op: 'delete', id: mine.id }]);
  });

  it('a viewer reads the comments without the form', async () => {
    backend.comments = [comment('Looks good', { reviewer: { name: 'Rosa Díaz' } })];
    await renderPanel(false);
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(list).toHaveTextContent('Looks good');
    expect(screen.queryByRole('form', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
