import { describe, expect, it } from 'vitest';
import { dayKey, periodOf } from './period.ts';

describe('periodOf', () => {
  const now = new Date(2026, 10, 27, 15, 30);

  it('takes the last 7 or 30 days up to today, and as many before for the comparison', () => {
    const week = periodOf({ period: 'week' }, now);
    expect(week?.days).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(dayKey(week?.previousStart as Date)).toBe('2026-11-14');
    expect(dayKey(week?.end as Date)).toBe('2026-11-28');
    expect(periodOf({ period: 'month' }, now)?.days).toHaveLength(30);
  });

  it('takes a custom period with both days included', () => {
    const custom = periodOf({ period: 'custom', from: '2026-10-01', to: '2026-10-31' }, now);
    expect(custom?.days).toHaveLength(31);
    expect(dayKey(custom?.previousStart as Date)).toBe('2026-08-31');
  });

  it('has no period for a custom one that is incomplete, reversed or longer than a year', () => {
    expect(periodOf({ period: 'custom', from: '2026-10-01' }, now)).toBeNull();
    expect(periodOf({ period: 'custom', from: '2026-10-02', to: '2026-10-01' }, now)).toBeNull();
    expect(periodOf({ period: 'custom', from: '2024-01-01', to: '2026-10-01' }, now)).toBeNull();
  });
});
