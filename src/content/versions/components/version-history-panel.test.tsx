import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import type { CampaignVersion } from '../api/campaign-versions.ts';
import { VersionHistoryPanel } from './version-history-panel.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

type Result = { data: unknown; error: { message: string } | null; status: number };

/** Stands in for PostgREST: the stored versions, the role, and what each call asked. */
const backend = vi.hoisted(() => ({
  versions: [] as CampaignVersion[],
  role: 'owner' as 'owner' | 'admin' | 'editor' | 'viewer',
  ranges: [] as [number, number][],
  rpc: vi.fn(),
  deleted: [] as string[],
}));

vi.mock('@/lib/supabase.ts', () => {
  const query = () => {
    let range: [number, number] = [0, 1000];
    let deleting = false;
    let id = '';
    const builder = {
      select: () => builder,
      order: () => builder,
      delete: () => {
        deleting = true;
        return builder;
      },
      eq: (column: string, value: string) => {
        if (column === 'id') id = value;
        return builder;
      },
      range: (from: number, to: number) => {
        range = [from, to];
        backend.ranges.push(range);
        return builder;
      },
      // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
      then: (resolve: (result: Result) => unknown) => {
        if (deleting) {
          backend.deleted.push(id);
          return Promise.resolve({ data: [{ id }], error: null, status: 200 }).then(resolve);
        }
        const rows = backend.versions.slice(range[0], range[1] + 1);
        return Promise.resolve({ data: rows, error: null, status: 200 }).then(resolve);
      },
    };
    return builder;
  };
  return {
    supabase: {
      from: query,
      rpc: (name: string, args: unknown) => {
        backend.rpc(name, args);
        return Promise.resolve({ data: '2026-11-21T12:00:00Z', error: null, status: 200 });
      },
    },
  };
});

vi.mock('@/lib/workspaces/my-role.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useMyRole: () => ({ data: backend.role }),
}));

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify.tsx', () => ({ toast: { error: vi.fn(), success: toastSuccess, info: vi.fn() } }));

const version = (
  note: string | null,
  createdAt: string,
  subject: string | null = 'Spring tune-up week',
): CampaignVersion => ({
  id: crypto.randomUUID(),
  created_at: createdAt,
  note,
  subject,
});

async function renderPanel(locale: 'en' | 'es' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <VersionHistoryPanel workspaceId={WORKSPACE_ID} campaignId={CAMPAIGN_ID} kind="email" />
      </ModalsProvider>
    </QueryClientProvider>,
    { locale },
  );
  return { invalidate };
}

beforeEach(() => {
  backend.versions = [];
  backend.role = 'owner';
  backend.ranges = [];
  backend.deleted = [];
  backend.rpc.mockReset();
  toastSuccess.mockReset();
});

describe('VersionHistoryPanel', () => {
  it('lists the versions as stored (newest first) with their time to the second, translated note and subject', async () => {
    backend.versions = [
      version('Before restoring', '2026-11-21T10:30:15Z', 'Back in the saddle'),
      version('Before regeneration', '2026-11-20T09:00:00Z'),
      version('Imported from v1', '2026-11-19T09:00:00Z', null),
    ];
    await renderPanel('es');
    const list = await screen.findByRole('list', { name: 'Versiones anteriores' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Antes de restaurar');
    expect(items[0]).toHaveTextContent('Back in the saddle');
    expect(items[0]).toHaveTextContent(
      // Seconds: versions saved within the same minute must not look alike.
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date('2026-11-21T10:30:15Z'),
      ),
    );
    expect(items[1]).toHaveTextContent('Antes de regenerar');
    expect(items[2]).toHaveTextContent('Imported from v1');
  });

  it('says so when there are none', async () => {
    await renderPanel();
    expect(await screen.findByText('No earlier versions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Earlier versions' })).not.toBeInTheDocument();
  });

  it('restores a version only after the confirmation, through restore_campaign_version, then refreshes', async () => {
    const user = userEvent.setup();
    backend.versions = [version('Before regeneration', '2026-11-20T09:00:00Z')];
    const { invalidate } = await renderPanel();
    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    await user.click(within(list).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(dialog).toHaveTextContent('What it has now is kept in the version history');
    expect(backend.rpc).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(backend.rpc).toHaveBeenCalledWith('restore_campaign_version', {
        version_id: backend.versions[0]?.id,
      }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Version restored'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['workspaces', WORKSPACE_ID, 'campaigns'] });
  });

  it('cancelling the confirmation restores nothing', async () => {
    const user = userEvent.setup();
    backend.versions = [version('Before editing', '2026-11-20T09:00:00Z')];
    await renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.rpc).not.toHaveBeenCalled();
  });

  it('members see no delete button', async () => {
    backend.versions = [version('Before regeneration', '2026-11-20T09:00:00Z')];
    backend.role = 'editor';
    await renderPanel();
    await screen.findByRole('list', { name: 'Earlier versions' });
    expect(screen.queryByRole('button', { name: /^Delete the version of/ })).not.toBeInTheDocument();
  });

  it('admins delete a version after a confirmation', async () => {
    const user = userEvent.setup();
    backend.versions = [version('Before regeneration', '2026-11-20T09:00:00Z')];
    backend.role = 'admin';
    await renderPanel();
    await user.click(await screen.findByRole('button', { name: /^Delete the version of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this version?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(backend.deleted).toEqual([backend.versions[0]?.id]));
  });

  it('a viewer previews a version but restores and deletes none', async () => {
    const user = userEvent.setup();
    backend.versions = [version('Before regeneration', '2026-11-20T09:00:00Z')];
    backend.role = 'viewer';
    await renderPanel();
    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    expect(within(list).getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Delete the version of/ })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: /^Version of/ });
    expect(within(dialog).queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
    expect(backend.rpc).not.toHaveBeenCalled();
  });

  it('shows ten at a time, and more on request', async () => {
    const user = userEvent.setup();
    backend.versions = Array.from({ length: 13 }, (_, i) =>
      version('Before regeneration', new Date(Date.UTC(2026, 10, 20, 12 - i)).toISOString()),
    );
    await renderPanel();
    const list = await screen.findByRole('list', { name: 'Earlier versions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
