import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { useUpdateSenderSettings } from '../settings/api/update-sender-settings.ts';
import { useUpdateWorkspace } from './update-workspace.ts';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery } = await import('@/testing/fake-postgrest.ts');
  return {
    supabase: {
      from: () =>
        fakePostgrestQuery(() => ({
          id: WORKSPACE_ID,
          contact_street: '12 Harbor Road',
          sender_name: 'Harbor & Pine',
          sender_domain: null,
        })),
    },
  };
});

// What the publish screen of a campaign reads: its campaign row and its pre-send checklist
// (recipients' publishKeys, built on the workspace's key as every feature's keys are).
const publishScreenKeys = [
  workspaceKeys.scoped(WORKSPACE_ID, 'campaigns', CAMPAIGN_ID, 'publish', 'campaign'),
  workspaceKeys.scoped(WORKSPACE_ID, 'campaigns', CAMPAIGN_ID, 'publish', 'checklist'),
];

function renderWithCache<Result>(hook: () => Result) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const queryKey of publishScreenKeys) queryClient.setQueryData(queryKey, { cached: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

const invalidated = (queryClient: QueryClient) =>
  publishScreenKeys.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);

describe('a fix saved elsewhere reaches the publish screen without a reload', () => {
  it('saving the postal address or contact email marks the publish screen and checklist stale', async () => {
    const { queryClient, result } = renderWithCache(() => useUpdateWorkspace(WORKSPACE_ID));
    expect(invalidated(queryClient)).toEqual([false, false]);
    await act(() =>
      result.current.mutateAsync({
        contact_street: '12 Harbor Road',
        contact_city: 'Portland',
        contact_email: 'hello@harborpine.example',
      }),
    );
    expect(invalidated(queryClient)).toEqual([true, true]);
  });

  it('saving the sender does too', async () => {
    const { queryClient, result } = renderWithCache(() => useUpdateSenderSettings(WORKSPACE_ID));
    await act(() => result.current.mutateAsync({ sender_name: 'Harbor & Pine', sender_domain: null }));
    expect(invalidated(queryClient)).toEqual([true, true]);
  });
});
