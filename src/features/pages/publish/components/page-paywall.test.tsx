import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales.ts';
import { renderWithQueryClient } from '@/testing/render-with-query-client.tsx';
import { stubLocationAssign } from '@/testing/stub-location-assign.ts';
import type { WebpagePlan } from '../api/webpage-plans.ts';
import type { WebpagePaymentNeededReason } from '../model/payment-needed.ts';
import { PagePaywall } from './page-paywall.tsx';

const PAGE_ID = '33333333-3333-4333-8333-333333333333';

/** Stands in for PostgREST (the plans) and the checkout edge function. */
const backend = vi.hoisted(() => ({ plans: [] as unknown[], invoke: vi.fn() }));

vi.mock('@/lib/supabase.ts', async () => {
  const { fakePostgrestQuery } = await import('@/testing/fake-postgrest.ts');
  return {
    supabase: { from: () => fakePostgrestQuery(() => backend.plans), functions: { invoke: backend.invoke } },
  };
});

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify.tsx', () => ({ toast }));

// Prices unlike the seeded ones, so a hard-coded price would show.
const PLANS: WebpagePlan[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthly_price_cents: 1350,
    currency: 'usd',
    monthly_recipients: 0,
    features: ['landing_page_builder', 'custom_domain', 'basic_analytics', 'responsive_design', 'lead_form'],
  },
  {
    id: 'premium',
    name: 'Premium',
    monthly_price_cents: 3125,
    currency: 'eur',
    monthly_recipients: 750,
    features: [
      'landing_page_builder',
      'lead_form',
      'monthly_recipients',
      'advanced_analytics',
      'unknown_key',
    ],
  },
];

let assign: ReturnType<typeof stubLocationAssign>;

beforeEach(() => {
  backend.plans = PLANS;
  backend.invoke.mockReset();
  toast.error.mockReset();
  toast.info.mockReset();
  assign = stubLocationAssign();
});
afterEach(() => vi.unstubAllGlobals());

async function renderPaywall(reason: WebpagePaymentNeededReason, locale: Locale = 'en') {
  await renderWithQueryClient(<PagePaywall pageId={PAGE_ID} reason={reason} />, { locale });
  await screen.findByRole('group', { name: locale === 'es' ? 'Básico' : 'Basic' });
}

describe('PagePaywall', () => {
  it('shows each plan with the monthly price and features the database holds', async () => {
    await renderPaywall('no_payment');
    const basic = screen.getByRole('group', { name: 'Basic' });
    expect(basic).toHaveTextContent('$13.50/month');
    for (const feature of ['Landing page builder', 'Custom domain', 'Basic analytics', 'Responsive design']) {
      expect(within(basic).getByText(feature)).toBeVisible();
    }
    expect(within(basic).getByText('Lead form with email and phone')).toBeVisible();
    const premium = screen.getByRole('group', { name: 'Premium' });
    expect(premium).toHaveTextContent('€31.25/month');
    expect(within(premium).getByText('750 recipients a month for your campaigns')).toBeVisible();
    expect(within(premium).getByText('Advanced analytics')).toBeVisible();
    expect(premium).not.toHaveTextContent('unknown_key');
  });

  it('says why a plan is needed, for each reason', async () => {
    await renderPaywall('no_payment');
    expect(screen.getByRole('heading', { name: 'This page requires a subscription' })).toBeVisible();
  });

  it('says when the plan has ended', async () => {
    await renderPaywall('no_webpage_left');
    expect(screen.getByRole('heading', { name: "This page's plan has ended" })).toBeVisible();
  });

  it('offers the plans to a page not yet published', async () => {
    await renderPaywall('default');
    expect(screen.getByRole('heading', { name: 'Choose a plan for this page' })).toBeVisible();
  });

  it('formats prices and features for Spanish readers', async () => {
    await renderPaywall('no_payment', 'es');
    const basic = screen.getByRole('group', { name: 'Básico' });
    expect(basic).toHaveTextContent(/13,50\s*US\$\/mes/);
    expect(within(basic).getByText('Formulario de leads con email y teléfono')).toBeVisible();
  });

  it('starts a subscription checkout for the plan and this page, then leaves for it', async () => {
    backend.invoke.mockResolvedValue({
      data: { url: 'http://127.0.0.1:54321/functions/v1/local-checkout?session=cs_2', subscriptionId: 's-1' },
      error: null,
    });
    await renderPaywall('no_payment');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Premium' }));
    expect(backend.invoke).toHaveBeenCalledWith('checkout', {
      body: { campaignId: PAGE_ID, planId: 'premium', locale: 'en' },
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:54321/functions/v1/local-checkout?session=cs_2'),
    );
  });

  it('says an unexpected error happened when the checkout cannot start, and stays', async () => {
    backend.invoke.mockResolvedValue({ data: null, error: new Error('network') });
    await renderPaywall('no_payment');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to Basic' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled();
  });
});
