import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignListPage } from '@/content/list/api/workspace-campaign-list.ts';
import { resolveCampaignListSearch } from '@/content/list/model/campaign-list-search.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { CampaignListScreen } from './campaign-list.tsx';

vi.mock('@/lib/supabase.ts', () => ({ supabase: {} }));

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const NOTE = 'You can view this workspace. Ask an admin for the editor role to make changes.';

const oneCampaign: CampaignListPage = {
  total: 1,
  rows: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Pressing season',
      productName: 'Autumn cider',
      kind: 'email',
      status: 'draft',
      reviewState: 'draft',
      clientName: 'Orchard Cider',
      createdAt: '2026-10-01T12:00:00Z',
      visibility: 'not_published',
    },
  ],
};

async function renderList(
  canCreate: boolean,
  data: CampaignListPage = oneCampaign,
  locale: 'en' | 'es' = 'en',
) {
  await renderWithRouter(
    <CampaignListScreen
      workspaceId={WORKSPACE_ID}
      kind="email"
      data={data}
      search={resolveCampaignListSearch({})}
      canCreate={canCreate}
      onSearchChange={() => {}}
    />,
    { locale },
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('CampaignListScreen: who may create', () => {
  it('an editor gets both ways to create and no note', async () => {
    await renderList(true);
    expect(screen.getByRole('link', { name: 'Express campaign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guided campaign' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });

  it('a viewer reads the list with the note instead of the ways to create', async () => {
    await renderList(false);
    expect(screen.getAllByRole('link', { name: 'Pressing season' }).length).toBeGreaterThan(0);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Express campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Guided campaign' })).not.toBeInTheDocument();
  });

  it('a viewer of an empty workspace is told what will be listed, in Spanish too', async () => {
    await renderList(false, { total: 0, rows: [] }, 'es');
    expect(screen.getByText('Aquí aparecerán las campañas de este espacio de trabajo.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Puedes ver este espacio de trabajo. Para hacer cambios, pide a un administrador el rol de editor.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Campaña exprés' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

describe('CampaignListScreen: the phone’s cards', () => {
  it('are a list that says so, which Safari keeps with the bullets styled away', async () => {
    await renderList(false);
    const cards = screen.getByRole('list', { hidden: true }); // jsdom applies no media query: shown on phones only
    expect(cards).toHaveAttribute('role', 'list');
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(1);
  });
});
