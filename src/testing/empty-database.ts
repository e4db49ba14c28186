import { vi } from 'vitest';

/**
 * The API as a workspace with nothing in it answers, for tests of whole screens: every read is no
 * rows (a count of 0) and every RPC an empty result. Returns the addresses the app asked for, so a
 * test can tell what reached the database. `vi.unstubAllGlobals()` puts the real fetch back.
 */
export function stubEmptyDatabase(): string[] {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requested.push(input instanceof Request ? input.url : String(input));
    return new Response('[]', {
      status: 200,
      headers: { 'content-type': 'application/json', 'content-range': '*/0' },
    });
  });
  return requested;
}
