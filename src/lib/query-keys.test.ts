import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { workspaceKeys } from './query-keys.ts';

describe('workspaceKeys', () => {
  it('scopes feature keys under the workspace', () => {
    expect(workspaceKeys.scoped('w1', 'campaigns', { client: 'c1' })).toEqual([
      'workspaces',
      'w1',
      'campaigns',
      { client: 'c1' },
    ]);
  });

  it("invalidates one workspace's data and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(workspaceKeys.scoped('w1', 'campaigns'), []);
    client.setQueryData(workspaceKeys.scoped('w2', 'campaigns'), []);
    await client.invalidateQueries({ queryKey: workspaceKeys.workspace('w1') });
    expect(client.getQueryState(workspaceKeys.scoped('w1', 'campaigns'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(workspaceKeys.scoped('w2', 'campaigns'))?.isInvalidated).toBe(false);
  });
});
