import { describe, expect, it } from 'vitest';
import { cumulativePoints, MAX_POINTS, timelineBucket, timelinePoints } from './event-timeline.ts';

const hour = (iso: string) => new Date(iso).toISOString();

describe('timelineBucket', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is hourly for three days after the first send, daily after', () => {
    expect(timelineBucket(null, now)).toBe('hour');
    expect(timelineBucket('2026-11-20T13:00:00Z', now)).toBe('hour');
    expect(timelineBucket('2026-11-18T12:00:00Z', now)).toBe('day');
  });
});

describe('timelinePoints', () => {
  it('fills the hours without events with zeros up to the current hour', () => {
    const points = timelinePoints(
      [
        { bucket_start: '2026-11-22T09:00:00Z', delivered: 3, opened: 1 },
        { bucket_start: '2026-11-22T11:00:00Z', clicked: 1 },
      ],
      'hour',
      new Date('2026-11-22T12:20:00Z'),
    );
    expect(points.map((point) => point.at)).toEqual([
      hour('2026-11-22T09:00:00Z'),
      hour('2026-11-22T10:00:00Z'),
      hour('2026-11-22T11:00:00Z'),
      hour('2026-11-22T12:00:00Z'),
    ]);
    expect(points[0]).toMatchObject({ delivered: 3, opened: 1, clicked: 0, bounced: 0, complained: 0 });
    expect(points[1]).toMatchObject({ delivered: 0, opened: 0, clicked: 0 });
    expect(points[2]).toMatchObject({ clicked: 1 });
  });

  it('has no points before any event', () => {
    expect(timelinePoints([], 'hour', new Date())).toEqual([]);
  });

  it('keeps the latest points when there are too many', () => {
    const points = timelinePoints(
      [{ bucket_start: '2026-01-01T00:00:00Z', delivered: 1 }],
      'hour',
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(points).toHaveLength(MAX_POINTS);
    expect(points.at(-1)?.at).toBe(hour('2026-02-01T00:00:00Z'));
  });
});

describe('cumulativePoints', () => {
  it('adds up from zero an hour before the first events', () => {
    const points = timelinePoints(
      [
        { bucket_start: '2026-11-22T09:00:00Z', delivered: 3, opened: 1 },
        { bucket_start: '2026-11-22T10:00:00Z', opened: 1, clicked: 1 },
      ],
      'hour',
      new Date('2026-11-22T10:30:00Z'),
    );
    expect(cumulativePoints(points, 'hour')).toEqual([
      { at: hour('2026-11-22T08:00:00Z'), delivered: 0, opened: 0, clicked: 0, bounced: 0, complained: 0 },
      { at: hour('2026-11-22T09:00:00Z'), delivered: 3, opened: 1, clicked: 0, bounced: 0, complained: 0 },
      { at: hour('2026-11-22T10:00:00Z'), delivered: 3, opened: 2, clicked: 1, bounced: 0, complained: 0 },
    ]);
  });

  it('draws nothing without events', () => {
    expect(cumulativePoints([], 'day')).toEqual([]);
  });
});
