import { beforeEach, describe, expect, test, vi } from 'vitest';
import { API_MAX_ROWS, fakeCappedTable } from '@/testing/fake-postgrest.ts';

const WORKSPACE = 'w-1';
const clients = fakeCappedTable(
  Array.from({ length: 2 * API_MAX_ROWS + 345 }, (_, i) => ({
    id: `c-${String(i).padStart(5, '0')}`,
    name: `Client ${String(i).padStart(5, '0')}`,
    workspace_id: i % 10 === 9 ? 'w-other' : WORKSPACE,
  })),
);

vi.mock('@/lib/supabase.ts', () => ({ supabase: { from: () => clients.query() } }));

const { everyClient } = await import('./every-client.ts');

describe('everyClient', () => {
  beforeEach(() => {
    clients.reads = 0;
  });

  test('reads every client of the workspace past the API’s 1,000 rows, by name, none missing', async () => {
    const rows = await everyClient<{ id: string; name: string }>(WORKSPACE, 'id, name');
    const expected = Math.ceil(((2 * API_MAX_ROWS + 345) * 9) / 10);
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((row) => row.id)).size).toBe(expected);
    expect(rows.map((row) => row.name)).toEqual(rows.map((row) => row.name).sort());
    expect(clients.reads).toBe(3);
  });
});
