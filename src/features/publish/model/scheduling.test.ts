import { describe, expect, test } from 'vitest';
import type { SendJob } from '../api/get-send-jobs.ts';
import { defaultScheduleClock, scheduleInstant, waitingScheduledJob } from './scheduling.ts';

const NOW = new Date('2026-12-01T10:00:00Z');

describe('scheduling', () => {
  test('the fields start tomorrow at nine in the zone', () => {
    // At noon UTC it is already the 2nd in Auckland, still the 1st in Madrid.
    const noon = new Date('2026-12-01T12:00:00Z');
    expect(defaultScheduleClock('Europe/Madrid', noon)).toEqual({ date: '2026-12-02', time: '09:00' });
    expect(defaultScheduleClock('Pacific/Auckland', noon)).toEqual({ date: '2026-12-03', time: '09:00' });
  });

  test('a date and time in the zone becomes an instant in the future within a year, else says why not', () => {
    expect(scheduleInstant({ date: '2026-12-02', time: '09:00' }, 'Europe/Madrid', NOW)).toEqual({
      instant: new Date('2026-12-02T08:00:00Z'),
    });
    expect(scheduleInstant({ date: '2026-12-01', time: '10:00' }, 'Europe/Madrid', NOW)).toEqual({
      problem: 'invalid_schedule',
    });
    expect(scheduleInstant({ date: '2028-01-01', time: '09:00' }, 'UTC', NOW)).toEqual({
      problem: 'invalid_schedule',
    });
    expect(scheduleInstant({ date: '', time: '09:00' }, 'UTC', NOW)).toEqual({ problem: 'incomplete' });
  });

  test('only a queued job with a time that has not started can still change', () => {
    const job = {
      status: 'queued',
      scheduled_for: '2026-12-02T08:00:00Z',
      started_at: null,
    } as SendJob;
    expect(waitingScheduledJob(job)).toBe(job);
    expect(waitingScheduledJob({ ...job, started_at: '2026-12-02T08:00:01Z' })).toBeNull();
    expect(waitingScheduledJob({ ...job, status: 'running' })).toBeNull();
    expect(waitingScheduledJob({ ...job, scheduled_for: null })).toBeNull();
    expect(waitingScheduledJob(null)).toBeNull();
  });
});
