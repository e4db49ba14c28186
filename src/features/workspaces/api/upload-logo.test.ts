import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoContentProblem, logoProblem } from './upload-logo.ts';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  );
const bytesFile = (type: string, bytes: number[] | string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'logo', { type });

describe('logoProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('accepts %s within the limit', (type) => {
    expect(logoProblem(file(type, 1024))).toBeNull();
  });

  it('refuses a file over the bucket limit of 2 MiB', () => {
    expect(logoProblem(file('image/png', LOGO_MAX_BYTES + 1))).toBe('too-large');
    expect(logoProblem(file('image/png', LOGO_MAX_BYTES))).toBeNull();
  });

  it('refuses a type the bucket does not take, SVG included (it can carry script)', () => {
    expect(logoProblem(file('image/svg+xml', 10))).toBe('wrong-type');
    expect(logoProblem(file('image/gif', 10))).toBe('wrong-type');
    expect(logoProblem(file('application/pdf', 10))).toBe('wrong-type');
  });
});

describe('logoContentProblem: the bytes are what the type claims', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/webp', WEBP],
  ] as const)('accepts a real %s', async (type, bytes) => {
    expect(await logoContentProblem(bytesFile(type, [...bytes]))).toBeNull();
  });

  it('refuses HTML declared as image/png', async () => {
    const html = bytesFile('image/png', '<html><script>alert(document.domain)</script></html>');
    expect(await logoContentProblem(html)).toBe('wrong-type');
  });

  it('refuses a PNG declared as JPEG and an empty file', async () => {
    expect(await logoContentProblem(bytesFile('image/jpeg', PNG))).toBe('wrong-type');
    expect(await logoContentProblem(bytesFile('image/png', []))).toBe('wrong-type');
  });
});
