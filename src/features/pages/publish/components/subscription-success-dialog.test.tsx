import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STILL_CONFIRMING_AFTER_MS } from '@/components/checkout-return/checkout-dialog.tsx';
import { renderWithQueryClient } from '@/testing/render-with-query-client.tsx';
import { SubscriptionSuccessDialog } from './subscription-success-dialog.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const PAGE_ID = '33333333-3333-4333-8333-333333333333';
const PUBLIC_URL = 'https://pitchcraft.example/pages/spring-sale';

/** What the database says: the page's subscriptions as the webhook left them. */
const backend = vi.hoisted(() => ({ subscriptions: [] as unknown[] }));

vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery } = await import('@/testing/fake-postgrest.ts');
  return { supabase: { from: () => fakePostgrestQuery(() => backend.subscriptions) } };
});

const subscription = (status: string) => ({
  id: '44444444-4444-4444-8444-444444444444',
  plan_id: 'basic',
  status,
  current_period_end: null,
  cancel_at_period_end: false,
  created_at: '2026-01-01T00:00:00Z',
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  backend.subscriptions = [subscription('incomplete')];
});
afterEach(() => vi.useRealTimers());

async function renderDialog(published: boolean) {
  await renderWithQueryClient(
    <SubscriptionSuccessDialog
      workspaceId={WORKSPACE_ID}
      pageId={PAGE_ID}
      published={published}
      publicUrl={published ? PUBLIC_URL : null}
      onClose={() => {}}
    />,
  );
}

describe('SubscriptionSuccessDialog', () => {
  it('waits for the webhook, says when it is slow, then says the page is live with its address', async () => {
    await renderDialog(true);
    await screen.findByText('Waiting for Stripe to confirm the payment…');
    expect(screen.getByRole('dialog', { name: 'Confirming your subscription' })).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(STILL_CONFIRMING_AFTER_MS));
    await screen.findByText(/^Still confirming your payment\. .*the page goes live/);

    backend.subscriptions = [subscription('active')];
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await screen.findByText('Your page is live.');
    expect(screen.getByRole('dialog', { name: 'Subscription active' })).toBeVisible();
    expect(screen.getByRole('link', { name: PUBLIC_URL })).toHaveAttribute('href', PUBLIC_URL);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  it('tells the owner of an unpublished page to publish it once the plan is active', async () => {
    backend.subscriptions = [subscription('active')];
    await renderDialog(false);
    await screen.findByText('Your plan is active. Publish the page to put it live.');
  });
});
