import { describe, expect, it } from 'vitest';
import type { PageSubscription } from '../api/page-subscriptions.ts';
import { webpagePaymentNeededReason } from './payment-needed.ts';

const sub = (status: PageSubscription['status']): PageSubscription => ({
  id: status,
  plan_id: 'basic',
  status,
  current_period_end: null,
  cancel_at_period_end: false,
  created_at: '2026-11-20T10:00:00Z',
});

describe('webpagePaymentNeededReason', () => {
  it('asks nothing of a page with an open subscription, paid or being retried', () => {
    expect(webpagePaymentNeededReason(true, [sub('active')])).toBeNull();
    expect(webpagePaymentNeededReason(true, [sub('past_due'), sub('canceled')])).toBeNull();
    expect(webpagePaymentNeededReason(false, [sub('trialing')])).toBeNull();
  });

  it('says a published page never paid for has no payment', () => {
    expect(webpagePaymentNeededReason(true, [])).toBe('no_payment');
    expect(webpagePaymentNeededReason(true, [sub('incomplete')])).toBe('no_payment');
  });

  it('says a page whose plan ended has no webpage left, published or not', () => {
    expect(webpagePaymentNeededReason(true, [sub('canceled')])).toBe('no_webpage_left');
    expect(webpagePaymentNeededReason(false, [sub('incomplete_expired'), sub('canceled')])).toBe(
      'no_webpage_left',
    );
  });

  it('offers the plans by default to a page not yet published', () => {
    expect(webpagePaymentNeededReason(false, [])).toBe('default');
    expect(webpagePaymentNeededReason(false, [sub('incomplete_expired')])).toBe('default');
  });
});
