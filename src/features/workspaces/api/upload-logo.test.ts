import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoProblem } from './upload-logo.ts';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });

describe('logoProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'])(
    'accepts %s within the limit',
    (type) => {
      expect(logoProblem(file(type, 1024))).toBeNull();
    },
  );

  it('refuses a file over the bucket limit of 2 MiB', () => {
    expect(logoProblem(file('image/png', LOGO_MAX_BYTES + 1))).toBe('too-large');
    expect(logoProblem(file('image/png', LOGO_MAX_BYTES))).toBeNull();
  });

  it('refuses a type the bucket does not take', () => {
    expect(logoProblem(file('image/gif', 10))).toBe('wrong-type');
    expect(logoProblem(file('application/pdf', 10))).toBe('wrong-type');
  });
});
