import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  CURRENT_BUILD_ID,
  fetchLatestBuildId,
  useNewBuildAvailable,
} from './build-update.ts';

describe('fetchLatestBuildId', () => {
  it('reads the id from /build.json', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(Response.json({ buildId: 'b2' }));
    await expect(fetchLatestBuildId(fetch)).resolves.toBe('b2');
    expect(fetch).toHaveBeenCalledWith('/build.json', { cache: 'no-store' });
  });

  it('tells nothing when the server cannot answer', async () => {
    await expect(
      fetchLatestBuildId(vi.fn().mockRejectedValue(new TypeError('offline'))),
    ).resolves.toBeUndefined();
    await expect(
      fetchLatestBuildId(vi.fn().mockResolvedValue(new Response('nope', { status: 404 }))),
    ).resolves.toBeUndefined();
  });
});

describe('useNewBuildAvailable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every hour and notices a new build', async () => {
    const check = vi.fn().mockResolvedValueOnce(CURRENT_BUILD_ID).mockResolvedValueOnce('newer');
    const { result } = renderHook(() => useNewBuildAvailable(check));
    expect(check).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS));
    expect(result.current).toBe(true);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
