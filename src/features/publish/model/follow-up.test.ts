import { describe, expect, it } from 'vitest';
import { followUpInstant } from './follow-up.ts';

const sentAt = '2026-12-01T10:00:00Z';
const now = new Date('2026-12-01T12:00:00Z');

describe('followUpInstant', () => {
  it('counts a delay in hours or days from the end of the send', () => {
    expect(followUpInstant({ mode: 'delay', amount: 3, unit: 'hours' }, sentAt, 'UTC', now)).toEqual({
      instant: new Date('2026-12-01T13:00:00Z'),
    });
    expect(followUpInstant({ mode: 'delay', amount: '2', unit: 'days' }, sentAt, 'UTC', now)).toEqual({
      instant: new Date('2026-12-03T10:00:00Z'),
    });
  });

  it('refuses a delay already past, none, or a fraction', () => {
    expect(followUpInstant({ mode: 'delay', amount: 1, unit: 'hours' }, sentAt, 'UTC', now)).toEqual({
      problem: 'invalid_schedule',
    });
    expect(followUpInstant({ mode: 'delay', amount: '', unit: 'hours' }, sentAt, 'UTC', now)).toEqual({
      problem: 'incomplete',
    });
    expect(followUpInstant({ mode: 'delay', amount: 1.5, unit: 'days' }, sentAt, 'UTC', now)).toEqual({
      problem: 'incomplete',
    });
    expect(followUpInstant({ mode: 'delay', amount: 2, unit: 'days' }, null, 'UTC', now)).toEqual({
      problem: 'incomplete',
    });
  });

  it('takes a date and time in the workspace zone', () => {
    expect(
      followUpInstant(
        { mode: 'at', clock: { date: '2026-12-02', time: '09:00' } },
        sentAt,
        'Europe/Madrid',
        now,
      ),
    ).toEqual({ instant: new Date('2026-12-02T08:00:00Z') });
  });
});
