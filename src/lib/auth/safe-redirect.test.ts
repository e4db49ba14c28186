import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirect('/organizations/42/campaigns?page=2')).toBe('/organizations/42/campaigns?page=2');
  });

  it.each([undefined, '', 'https://evil.test', '//evil.test/x', '/\\evil.test', '/sign-in?redirect=/x'])(
    'falls back to the lobby for %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/lobby');
    },
  );
});
