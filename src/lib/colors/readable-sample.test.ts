import { contrastRatio } from '@shared/color.ts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE } from './palette.ts';
import { readableSample } from './readable-sample.ts';

describe('readableSample', () => {
  it('lifts text and accent that do not read on the background to 4.5:1, in their own hue', () => {
    // The seed's workspace has a terracotta accent on cream (2.6:1); here the text is pale too.
    const sample = readableSample({
      primary: '#f4f1ea',
      secondary: '#81b29a',
      tertiary: '#e07a5f',
      quaternary: '#c9c2b2',
    });
    expect(contrastRatio(sample.text, '#f4f1ea')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(sample.accent, '#f4f1ea')).toBeGreaterThanOrEqual(4.5);
    expect(sample.text).not.toBe('#111111');
    expect(sample.background).toBe('#f4f1ea');
    expect(contrastRatio(sample.buttonLabel, sample.button)).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens text on a dark background', () => {
    const sample = readableSample({ ...DEFAULT_PALETTE, primary: '#1b1f3a', secondary: '#3a3f6b' });
    expect(contrastRatio(sample.text, '#1b1f3a')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(sample.text, '#ffffff')).toBeLessThan(contrastRatio('#3a3f6b', '#ffffff'));
  });

  it('keeps colours that already read', () => {
    expect(readableSample(DEFAULT_PALETTE)).toMatchObject({
      text: DEFAULT_PALETTE.secondary,
      accent: DEFAULT_PALETTE.tertiary,
    });
  });
});
