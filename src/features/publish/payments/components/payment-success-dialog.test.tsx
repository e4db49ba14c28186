import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STILL_CONFIRMING_AFTER_MS } from '@/components/checkout-return/checkout-dialog.tsx';
import { renderWithQueryClient } from '@/testing/render-with-query-client.tsx';
import { PaymentSuccessDialog } from './payment-success-dialog.tsx';

const WORKSPACE_ID = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';
const PURCHASE_ID = '33333333-3333-4333-8333-333333333333';

/** What the database says: the purchase as the webhook left it, and the campaign's allowance. */
const backend = vi.hoisted(() => ({
  purchase: null as null | { status: string },
  allowed: 0,
}));

vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery } = await import('@/testing/fake-postgrest.ts');
  return {
    supabase: {
      from: () =>
        fakePostgrestQuery(() =>
          backend.purchase
            ? {
                id: '33333333-3333-4333-8333-333333333333',
                recipients: 1000,
                package_id: 'standard',
                package: { name: 'Standard' },
                ...backend.purchase,
              }
            : null,
        ),
      rpc: () =>
        fakePostgrestQuery(() => ({ allowed: backend.allowed, used: 0, remaining: backend.allowed })),
    },
  };
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  backend.purchase = { status: 'pending' };
  backend.allowed = 0;
});
afterEach(() => vi.useRealTimers());

async function renderDialog() {
  await renderWithQueryClient(
    <PaymentSuccessDialog
      workspaceId={WORKSPACE_ID}
      campaignId={CAMPAIGN_ID}
      purchaseId={PURCHASE_ID}
      onClose={() => {}}
    />,
  );
}

describe('PaymentSuccessDialog', () => {
  it('waits for the webhook, says when it is slow, then shows the new allowance', async () => {
    await renderDialog();
    await screen.findByText('Waiting for Stripe to confirm the payment…');

    await act(() => vi.advanceTimersByTimeAsync(STILL_CONFIRMING_AFTER_MS));
    await screen.findByText(/^Still confirming your payment/);

    backend.purchase = { status: 'paid' };
    backend.allowed = 1000;
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await screen.findByText('This campaign can now reach 1,000 recipients.');
    expect(screen.getByRole('dialog', { name: 'Payment successful' })).toBeVisible();
    expect(screen.getByText('Standard added 1,000 recipients to this campaign.')).toBeVisible();
  });

  it('says the payment did not go through when it failed or expired', async () => {
    backend.purchase = { status: 'expired' };
    await renderDialog();
    await screen.findByText(/The payment did not go through/);
    expect(screen.getByRole('dialog', { name: 'Payment not completed' })).toBeVisible();
  });

  it('says an unexpected error happened for a purchase it cannot find', async () => {
    backend.purchase = null;
    await renderDialog();
    await screen.findByText('There has been an unexpected error.');
  });
});
