import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_REFRESH_MS,
  liveRefreshInterval,
  SCHEDULED_REFRESH_MS,
  SENDING_REFRESH_MS,
} from './live-refresh.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('liveRefreshInterval', () => {
  it('reads fast while a send runs, slowly while it is paused or just finished, never when quiet', () => {
    expect(liveRefreshInterval({ status: 'running', finished_at: null }, now)).toBe(SENDING_REFRESH_MS);
    expect(liveRefreshInterval({ status: 'queued', finished_at: null }, now)).toBe(SENDING_REFRESH_MS);
    // A paused send waits for a person; only its opens and clicks still arrive.
    expect(liveRefreshInterval({ status: 'paused', finished_at: null }, now)).toBe(ENGAGEMENT_REFRESH_MS);
    expect(liveRefreshInterval({ status: 'finished', finished_at: '2026-11-26T11:30:00Z' }, now)).toBe(
      ENGAGEMENT_REFRESH_MS,
    );
    expect(liveRefreshInterval({ status: 'finished', finished_at: '2026-11-25T11:30:00Z' }, now)).toBe(false);
    expect(liveRefreshInterval(null, now)).toBe(false);
  });

  it('reads a scheduled send once a minute, and when its time comes; once due, as any send', () => {
    const at = (iso: string) =>
      liveRefreshInterval({ status: 'queued', finished_at: null, scheduled_for: iso }, now);
    expect(at('2026-11-27T12:00:00Z')).toBe(SCHEDULED_REFRESH_MS);
    expect(at('2026-11-26T12:00:30Z')).toBe(30_000);
    expect(at('2026-11-26T12:00:00.500Z')).toBe(SENDING_REFRESH_MS);
    expect(at('2026-11-26T11:59:00Z')).toBe(SENDING_REFRESH_MS);
  });
});
