import { describe, expect, it } from 'vitest';
import { imageBytesMatch, isDeclaredImage } from './image-bytes.ts';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const HEADS: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0, 1],
  'image/gif': ascii('GIF89a'),
  'image/webp': [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP')],
};

describe('imageBytesMatch', () => {
  it.each(Object.entries(HEADS))('recognises %s', (type, head) => {
    expect(imageBytesMatch(type, new Uint8Array(head))).toBe(true);
  });

  it('refuses bytes of another type, and types it does not know (SVG)', () => {
    expect(imageBytesMatch('image/jpeg', new Uint8Array(HEADS['image/png'] ?? []))).toBe(false);
    expect(imageBytesMatch('image/svg+xml', new Uint8Array(ascii('<svg xmlns')))).toBe(false);
  });

  it('refuses HTML declared as image/png', async () => {
    const html = new File(['<html><script>alert(document.domain)</script></html>'], 'logo.png', {
      type: 'image/png',
    });
    expect(await isDeclaredImage(html)).toBe(false);
    expect(
      await isDeclaredImage(
        new File([new Uint8Array(HEADS['image/png'] ?? [])], 'a.png', { type: 'image/png' }),
      ),
    ).toBe(true);
  });
});
