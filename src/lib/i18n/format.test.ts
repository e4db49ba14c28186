import { describe, expect, it } from 'vitest';
import { createFormatters } from './format.ts';

describe('createFormatters', () => {
  it('writes numbers and money the English way', () => {
    const format = createFormatters('en');
    expect(format.number(2500)).toBe('2,500');
    expect(format.money(13.99)).toBe('$13.99');
  });

  it('writes numbers and money the Spanish way', () => {
    const format = createFormatters('es');
    expect(format.number(12500)).toBe('12.500');
    expect(format.money(8.99)).toMatch(/^8,99\s?US\$$/);
  });

  it('writes a rate as a share, and a dash when there was nothing to divide by', () => {
    expect(createFormatters('en').rate(0.051)).toBe('5.1%');
    expect(createFormatters('es').rate(0.001)).toBe('0,1\u00a0%');
    expect(createFormatters('es').rate(null)).toBe('—');
  });

  it('writes dates in the reader language', () => {
    const day = new Date(Date.UTC(2026, 0, 15, 12));
    expect(createFormatters('en').date(day)).toBe('Jan 15, 2026');
    expect(createFormatters('es').date(day)).toBe('15 ene 2026');
  });
});
