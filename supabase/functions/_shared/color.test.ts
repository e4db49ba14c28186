import assert from 'node:assert/strict';
import {
  AA_LARGE,
  AA_NORMAL,
  contrastRatio,
  ensureContrast,
  normalizeHex,
  parseHex,
  readableTextColor,
  relativeLuminance,
  shade,
} from './color.ts';

Deno.test('parseHex reads short and long forms and refuses the rest', () => {
  assert.deepEqual(parseHex('#fff'), { r: 255, g: 255, b: 255 });
  assert.deepEqual(parseHex('#1A2b3C'), { r: 26, g: 43, b: 60 });
  assert.equal(parseHex('red'), null);
  assert.equal(normalizeHex('#ABC', '#000000'), '#aabbcc');
  assert.equal(normalizeHex('nope', '#000000'), '#000000');
});

Deno.test('contrast ratio matches WCAG reference values', () => {
  assert.equal(relativeLuminance('#ffffff'), 1);
  assert.equal(relativeLuminance('#000000'), 0);
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff') * 100) / 100, 21);
  assert.equal(Math.round(contrastRatio('#777777', '#ffffff') * 100) / 100, 4.48);
  assert.equal(contrastRatio('#123456', '#123456'), 1);
});

Deno.test('readableTextColor picks the readable one of dark and light', () => {
  assert.equal(readableTextColor('#ffffff'), '#111111');
  assert.equal(readableTextColor('#0b1f3a'), '#ffffff');
  assert.equal(readableTextColor('#ffcc00'), '#111111');
});

Deno.test('ensureContrast keeps good colours and darkens or lightens weak ones until AA holds', () => {
  assert.equal(ensureContrast('#1a1a1a', '#ffffff'), '#1a1a1a');
  const pairs: Array<[string, string]> = [
    ['#ffd166', '#ffffff'],
    ['#777777', '#ffffff'],
    ['#223344', '#112233'],
    ['#ff6b6b', '#ff8e8e'],
    ['#f4f4f4', '#ffffff'],
    ['#00ff00', '#808080'],
  ];
  for (const [fg, bg] of pairs) {
    const out = ensureContrast(fg, bg);
    assert.ok(contrastRatio(out, bg) >= AA_NORMAL, `${fg} on ${bg} → ${out}`);
  }
  assert.ok(contrastRatio(ensureContrast('#ffd166', '#ffffff', AA_LARGE), '#ffffff') >= AA_LARGE);
});

Deno.test('shade tints towards white and shades towards black', () => {
  assert.equal(shade('#000000', 1), '#ffffff');
  assert.equal(shade('#ffffff', -1), '#000000');
  assert.equal(shade('#808080', 0), '#808080');
});
