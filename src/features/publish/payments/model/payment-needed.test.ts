import { describe, expect, it } from 'vitest';
import { paymentNeededReason, usageNotice } from './payment-needed.ts';

const usage = (allowed: number, used: number) => ({ allowed, used, remaining: Math.max(allowed - used, 0) });

describe('paymentNeededReason', () => {
  it('is no_payment while nothing was ever paid, whatever waits', () => {
    expect(paymentNeededReason(usage(0, 0), 0)).toBe('no_payment');
    expect(paymentNeededReason(usage(0, 0), 120)).toBe('no_payment');
  });

  it('is no_recipients_left when the allowance is used up', () => {
    expect(paymentNeededReason(usage(500, 500), 0)).toBe('no_recipients_left');
  });

  it('is no_recipients_left when fewer remain than recipients wait to be sent', () => {
    expect(paymentNeededReason(usage(500, 450), 51)).toBe('no_recipients_left');
  });

  it('is null when what remains covers every waiting recipient', () => {
    expect(paymentNeededReason(usage(500, 450), 50)).toBeNull();
    expect(paymentNeededReason(usage(1000, 0), 0)).toBeNull();
  });
});

describe('usageNotice', () => {
  it('says payment information is missing before any payment', () => {
    expect(usageNotice(usage(0, 0), 10)).toEqual({ kind: 'no_payment_information' });
  });

  it('says none remain when the allowance is spent', () => {
    expect(usageNotice(usage(1000, 1000), 0)).toEqual({ kind: 'none_remaining' });
  });

  it('counts what remains when it is a tenth of the allowance or less', () => {
    expect(usageNotice(usage(1000, 900), 0)).toEqual({ kind: 'low', remaining: 100 });
    expect(usageNotice(usage(1000, 899), 0)).toBeNull();
  });

  it('counts what remains when it is less than the recipients waiting', () => {
    expect(usageNotice(usage(1000, 500), 501)).toEqual({ kind: 'low', remaining: 500 });
    expect(usageNotice(usage(1000, 500), 500)).toBeNull();
  });
});
