import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts';

describe('locale cookie', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie under test.
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('defaults to English without a cookie', () => {
    expect(readLocaleCookie('')).toBe('en');
  });

  it('reads the chosen locale among other cookies', () => {
    expect(readLocaleCookie(`theme=dark; ${LOCALE_COOKIE}=es; other=1`)).toBe('es');
  });

  it('ignores an unsupported locale', () => {
    expect(readLocaleCookie(`${LOCALE_COOKIE}=fr`)).toBe('en');
  });

  it('keeps what it writes', () => {
    writeLocaleCookie('es');
    expect(readLocaleCookie()).toBe('es');
    writeLocaleCookie('en');
    expect(readLocaleCookie()).toBe('en');
  });
});
