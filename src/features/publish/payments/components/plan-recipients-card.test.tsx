import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { PlanRecipientsCard } from './plan-recipients-card.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';
const PAGE_ID = '33333333-3333-4333-8333-333333333333';

type RpcAnswer = { data: unknown; error: { message: string; code: string } | null; status: number };

/** Stands in for PostgREST: the workspace's pages with plan recipients left, and the move. */
const backend = vi.hoisted(() => ({
  plans: [] as { page_id: string; name: string; remaining: number }[],
  useAnswer: null as RpcAnswer | null,
  rpc: vi.fn(),
}));

vi.mock('@/lib/supabase.ts', () => ({ supabase: { rpc: backend.rpc } }));

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

beforeEach(() => {
  backend.plans = [{ page_id: PAGE_ID, name: 'Spring launch page', remaining: 500 }];
  backend.useAnswer = { data: 300, error: null, status: 200 };
  backend.rpc.mockReset();
  backend.rpc.mockImplementation(async (fn: string) =>
    fn === 'workspace_plan_recipients'
      ? { data: backend.plans, error: null, status: 200 }
      : backend.useAnswer,
  );
  toast.success.mockReset();
  toast.error.mockReset();
});

async function renderCard(needed: number, locale: Locale = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PlanRecipientsCard workspaceId={WORKSPACE_ID} campaignId={CAMPAIGN_ID} needed={needed} />
    </QueryClientProvider>,
    { locale },
  );
  return queryClient;
}

/** Every query of the card has answered, so what is hidden stays hidden. */
async function settled(queryClient: QueryClient) {
  await waitFor(() => {
    const queries = queryClient.getQueryCache().getAll();
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.state.status === 'success')).toBe(true);
  });
}

const planReads = () => backend.rpc.mock.calls.filter(([fn]) => fn === 'workspace_plan_recipients').length;

describe('PlanRecipientsCard', () => {
  it('lists a page with its remaining recipients and moves the number chosen into this campaign', async () => {
    const user = userEvent.setup();
    await renderCard(800);
    expect(await screen.findByRole('heading', { name: 'Recipients from your page plans' })).toBeVisible();
    expect(screen.getByText('Spring launch page')).toBeVisible();
    expect(screen.getByText('500 recipients left')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Use recipients from Spring launch page' }));
    const input = screen.getByRole('textbox', { name: 'Recipients to use from Spring launch page' });
    // The campaign needs 800, so the form offers all 500 the plan has.
    expect(input).toHaveValue('500');
    await user.clear(input);
    await user.type(input, '200');
    await user.click(screen.getByRole('button', { name: 'Move recipients' }));

    await waitFor(() =>
      expect(backend.rpc).toHaveBeenCalledWith('use_plan_recipients', {
        page_id: PAGE_ID,
        campaign_id: CAMPAIGN_ID,
        recipients: 200,
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('200 recipients moved to this campaign.'));
    // The plan list is read again after the move (with the campaign's allowance, same key root).
    await waitFor(() => expect(planReads()).toBe(2));
  });

  it('offers only what the campaign lacks when that is less than the plan has', async () => {
    const user = userEvent.setup();
    await renderCard(120);
    await user.click(await screen.findByRole('button', { name: 'Use recipients from Spring launch page' }));
    expect(screen.getByRole('textbox', { name: 'Recipients to use from Spring launch page' })).toHaveValue(
      '120',
    );
  });

  it('reads the plans in one call for the workspace', async () => {
    const queryClient = await renderCard(100);
    await settled(queryClient);
    expect(backend.rpc.mock.calls).toEqual([['workspace_plan_recipients', { workspace_id: WORKSPACE_ID }]]);
  });

  it('shows nothing when no page of the workspace has plan recipients left', async () => {
    backend.plans = [];
    const queryClient = await renderCard(100);
    await settled(queryClient);
    expect(screen.queryByRole('heading', { name: 'Recipients from your page plans' })).toBeNull();
    expect(screen.queryByText('Spring launch page')).toBeNull();
  });

  it('explains a refusal in the user language and keeps the number typed', async () => {
    backend.useAnswer = {
      data: null,
      error: { message: 'no_recipients_left', code: 'P0001' },
      status: 400,
    };
    const user = userEvent.setup();
    await renderCard(50, 'es');
    await user.click(await screen.findByRole('button', { name: 'Usar destinatarios de Spring launch page' }));
    await user.click(screen.getByRole('button', { name: 'Mover destinatarios' }));
    expect(
      await screen.findByText('El plan de la página no tiene tantos destinatarios. Elige un número menor.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Destinatarios a usar de Spring launch page' })).toHaveValue(
      '50',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
