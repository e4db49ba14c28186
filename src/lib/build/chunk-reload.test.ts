import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  listenForPreloadErrors,
  reloadOnceForFailedChunk,
  routerReloadKey,
} from './chunk-reload.ts';

describe('reloadOnceForFailedChunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the first time and remembers when', () => {
    const reload = vi.fn();
    expect(reloadOnceForFailedChunk({ reload, now: () => 50_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('50000');
  });

  it('does not reload again within ten seconds', () => {
    const reload = vi.fn();
    reloadOnceForFailedChunk({ reload, now: () => 50_000 });
    expect(reloadOnceForFailedChunk({ reload, now: () => 59_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed', () => {
    const reload = vi.fn();
    reloadOnceForFailedChunk({ reload, now: () => 50_000 });
    expect(reloadOnceForFailedChunk({ reload, now: () => 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives a garbled stored value', () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    const reload = vi.fn();
    expect(reloadOnceForFailedChunk({ reload, now: () => 50_000 })).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://app.test/assets/lobby-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('listenForPreloadErrors', () => {
  beforeEach(() => sessionStorage.clear());

  it('stops a second preload error within the window from being swallowed', () => {
    const stop = listenForPreloadErrors();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    stop();
    expect(event.defaultPrevented).toBe(false);
  });

  it("pre-empts the router's own reload for the same failure", () => {
    const stop = listenForPreloadErrors();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError('Failed to fetch dynamically imported module: /assets/logo.js'),
    });
    window.dispatchEvent(event);
    stop();
    expect(
      sessionStorage.getItem(routerReloadKey('Failed to fetch dynamically imported module: /assets/logo.js')),
    ).toBe('1');
  });
});
