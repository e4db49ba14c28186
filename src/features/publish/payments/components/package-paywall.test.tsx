import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithQueryClient } from '@/testing/render-with-query-client.tsx';
import { stubLocationAssign } from '@/testing/stub-location-assign.ts';
import type { CampaignPackage } from '../api/get-packages.ts';
import type { PaymentNeededReason } from '../model/payment-needed.ts';
import { PackagePaywall } from './package-paywall.tsx';

const CAMPAIGN_ID = '22222222-2222-4222-8222-222222222222';

/** Stands in for PostgREST (the packages) and the checkout edge function. */
const backend = vi.hoisted(() => ({
  packages: [] as unknown[],
  invoke: vi.fn(),
}));

vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery } = await import('@/testing/fake-postgrest.ts');
  return {
    supabase: {
      from: () => fakePostgrestQuery(() => backend.packages),
      functions: { invoke: backend.invoke },
    },
  };
});

// Prices unlike the seeded ones, so a hard-coded price would show.
const PACKAGES: CampaignPackage[] = [
  { id: 'basic', name: 'Basic', recipients: 500, price_cents: 901, currency: 'usd', is_popular: false },
  {
    id: 'standard',
    name: 'Standard',
    recipients: 1000,
    price_cents: 1450,
    currency: 'usd',
    is_popular: true,
  },
  { id: 'premium', name: 'Premium', recipients: 2500, price_cents: 2475, currency: 'eur', is_popular: false },
];

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

let assign: ReturnType<typeof stubLocationAssign>;

beforeEach(() => {
  backend.packages = PACKAGES;
  backend.invoke.mockReset();
  toast.error.mockReset();
  assign = stubLocationAssign();
});
afterEach(() => vi.unstubAllGlobals());

async function renderPaywall(reason: PaymentNeededReason, locale: Locale = 'en') {
  await renderWithQueryClient(<PackagePaywall campaignId={CAMPAIGN_ID} reason={reason} />, { locale });
  await screen.findByRole('group', { name: locale === 'es' ? 'Básico' : 'Basic' });
}

describe('PackagePaywall', () => {
  it('lists the packages with the prices and recipients the database holds, the popular one marked', async () => {
    await renderPaywall('no_payment');
    const basic = screen.getByRole('group', { name: 'Basic' });
    expect(basic).toHaveTextContent('$9.01');
    expect(basic).toHaveTextContent('Up to 500 recipients');
    expect(within(basic).queryByText('Most popular')).toBeNull();
    const standard = screen.getByRole('group', { name: 'Standard' });
    expect(standard).toHaveTextContent('$14.50');
    expect(standard).toHaveTextContent('Up to 1,000 recipients');
    expect(within(standard).getByText('Most popular')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Premium' })).toHaveTextContent('€24.75');
    expect(screen.getByText(/adds its recipients to this campaign's allowance/)).toBeVisible();
  });

  it('says why a package is needed', async () => {
    await renderPaywall('no_payment');
    expect(screen.getByRole('heading', { name: 'Choose a package to send this campaign' })).toBeVisible();
  });

  it('says when the allowance is used up', async () => {
    await renderPaywall('no_recipients_left');
    expect(screen.getByRole('heading', { name: 'This campaign needs more recipients' })).toBeVisible();
  });

  it('offers more recipients when the user asked for them', async () => {
    await renderPaywall('default');
    expect(screen.getByRole('heading', { name: 'Add recipients to this campaign' })).toBeVisible();
  });

  it('formats prices and counts for Spanish readers', async () => {
    await renderPaywall('no_payment', 'es');
    const standard = screen.getByRole('group', { name: 'Estándar' });
    expect(standard).toHaveTextContent(/14,50\s*US\$/);
    expect(standard).toHaveTextContent('Hasta 1000 destinatarios');
  });

  it('starts a checkout for the package and this campaign in the reader’s language, then leaves for it', async () => {
    backend.invoke.mockResolvedValue({
      data: { url: 'http://127.0.0.1:54321/functions/v1/local-checkout?session=cs_1', purchaseId: 'p-1' },
      error: null,
    });
    await renderPaywall('no_payment');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Standard' }));
    expect(backend.invoke).toHaveBeenCalledWith('checkout', {
      body: { campaignId: CAMPAIGN_ID, packageId: 'standard', locale: 'en' },
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:54321/functions/v1/local-checkout?session=cs_1'),
    );
  });

  it('says an unexpected error happened when the checkout cannot start, and stays', async () => {
    backend.invoke.mockResolvedValue({
      data: null,
      error: new Error('Edge Function returned a non-2xx status code'),
    });
    await renderPaywall('no_payment');
    await userEvent.click(screen.getByRole('button', { name: 'Buy Basic' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(errorMessages.generic));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy Premium' })).toBeEnabled());
  });
});
