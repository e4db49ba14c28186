import { describe, expect, it } from 'vitest';
import { priceInUnits } from './offer-text.ts';

describe('priceInUnits', () => {
  it('reads cents for two-decimal currencies', () => {
    expect(priceInUnits(1399, 'usd')).toBe(13.99);
    expect(priceInUnits(899, 'EUR')).toBe(8.99);
  });

  it('reads whole units for currencies without decimals', () => {
    expect(priceInUnits(1500, 'jpy')).toBe(1500);
  });
});
