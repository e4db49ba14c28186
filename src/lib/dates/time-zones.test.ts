import { describe, expect, test } from 'vitest';
import { formatInZone, instantOfWallClock, isTimeZone, timeZoneNames, wallClockAt } from './time-zones.ts';

describe('wall clocks in a zone', () => {
  test('a wall clock and its instant, both ways, across zones and seasons', () => {
    const cases: [string, string, string, string][] = [
      ['Europe/Madrid', '2026-12-03', '09:30', '2026-12-03T08:30:00.000Z'],
      ['Europe/Madrid', '2026-07-03', '09:30', '2026-07-03T07:30:00.000Z'],
      ['America/Argentina/Buenos_Aires', '2026-12-31', '23:15', '2027-01-01T02:15:00.000Z'],
      ['Asia/Kolkata', '2026-03-01', '00:00', '2026-02-28T18:30:00.000Z'],
      ['UTC', '2026-02-28', '12:00', '2026-02-28T12:00:00.000Z'],
    ];
    for (const [zone, date, time, iso] of cases) {
      expect(instantOfWallClock({ date, time }, zone)?.toISOString(), zone).toBe(iso);
      expect(wallClockAt(new Date(iso), zone), zone).toEqual({ date, time });
    }
  });

  test('across daylight saving: a skipped time is the instant after the change, a repeated one the first', () => {
    // Madrid skips 02:00–03:00 on 2026-03-29 and repeats 02:00–03:00 on 2026-10-25.
    expect(instantOfWallClock({ date: '2026-03-29', time: '02:30' }, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantOfWallClock({ date: '2026-10-25', time: '02:30' }, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  test('what is not a date or time is no instant', () => {
    for (const [date, time] of [
      ['2026-02-30', '10:00'],
      ['2026-13-01', '10:00'],
      ['2026-12-01', '24:00'],
      ['', '10:00'],
      ['2026-12-01', ''],
      ['1 Dec 2026', '10:00'],
    ] as const)
      expect(instantOfWallClock({ date, time }, 'UTC'), `${date} ${time}`).toBeNull();
  });

  test('zones: the list has UTC and the usual names; unknown names are not zones; formatting uses the zone', () => {
    expect(timeZoneNames()).toContain('UTC');
    expect(timeZoneNames()).toContain('Europe/Madrid');
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(formatInZone('2026-12-03T08:30:00Z', 'Europe/Madrid', 'en-US')).toBe('Dec 3, 2026, 9:30 AM');
  });
});
