import { vi } from 'vitest';

/**
 * Replaces window.location.assign, by which the app leaves for an outside page such as a
 * checkout, with a mock the test can read; `vi.unstubAllGlobals()` puts it back.
 */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
