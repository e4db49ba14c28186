import { expect, test, vi } from 'vitest';
import { API_MAX_ROWS, fakeCappedTable } from '@/testing/fake-postgrest.ts';

const CAMPAIGNS = API_MAX_ROWS + 500;
const campaigns = fakeCappedTable(
  Array.from({ length: CAMPAIGNS + 40 }, (_, i) => ({
    id: `k-${String(i).padStart(5, '0')}`,
    name: `Campaign ${i}`,
    kind: i % 3 === 0 ? 'page' : 'email',
    workspace_id: 'w-1',
    client_id: i < CAMPAIGNS ? 'client-1' : 'client-2',
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  })),
);
const clients = fakeCappedTable([{ id: 'client-1', name: 'Bluebird', workspace_id: 'w-1' }]);

vi.mock('@/lib/supabase.ts', () => ({
  supabase: {
    from: (table: string) => (table === 'campaigns' ? campaigns : clients).query(),
  },
}));

const { getClientCampaigns } = await import('./client-campaigns.ts');

test('a client’s campaigns and pages past the API’s 1,000 rows are all listed, newest first', async () => {
  const found = await getClientCampaigns('w-1', 'client-1');
  expect(found?.client.name).toBe('Bluebird');
  expect(found?.campaigns).toHaveLength(CAMPAIGNS);
  expect(new Set(found?.campaigns.map((campaign) => campaign.id)).size).toBe(CAMPAIGNS);
  expect(found?.campaigns[0]?.id).toBe(`k-${String(CAMPAIGNS - 1).padStart(5, '0')}`);
  expect(found?.campaigns.some((campaign) => campaign.kind === 'page')).toBe(true);
});
