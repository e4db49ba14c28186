import { describe, expect, it } from 'vitest';
import { analyticsStillCollecting, engagementRates } from './engagement-rates.ts';

describe('engagementRates', () => {
  it('counts opens, clicks, complaints and unsubscribes of delivered, deliveries and bounces of sent', () => {
    expect(
      engagementRates({
        already_sent: 10,
        delivered: 8,
        opened: 4,
        clicked: 2,
        bounced: 2,
        complained: 1,
        unsubscribed: 2,
      }),
    ).toEqual({ delivery: 0.8, open: 0.5, click: 0.25, bounce: 0.2, complaint: 0.125, unsubscribe: 0.25 });
  });

  it('has no rate before anything is sent or delivered', () => {
    expect(
      engagementRates({
        already_sent: 0,
        delivered: 0,
        opened: 0,
        clicked: 0,
        bounced: 0,
        complained: 0,
        unsubscribed: 0,
      }),
    ).toEqual({ delivery: null, open: null, click: null, bounce: null, complaint: null, unsubscribe: null });
  });

  it('never goes past 100% when a click arrives before its delivery', () => {
    expect(
      engagementRates({
        already_sent: 3,
        delivered: 1,
        opened: 2,
        clicked: 3,
        bounced: 0,
        complained: 0,
        unsubscribed: 0,
      }).click,
    ).toBe(1);
  });
});

describe('analyticsStillCollecting', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('says so while few messages are delivered or the send is fresh', () => {
    expect(analyticsStillCollecting(3, '2026-11-01T12:00:00Z', now)).toBe(true);
    expect(analyticsStillCollecting(500, '2026-11-22T10:00:00Z', now)).toBe(true);
    expect(analyticsStillCollecting(500, null, now)).toBe(true);
  });
  it('stops once there are enough and a day has passed', () => {
    expect(analyticsStillCollecting(500, '2026-11-20T12:00:00Z', now)).toBe(false);
  });
});
