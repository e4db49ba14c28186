/**
 * What a reader sees of a generated email's layout: the button on the first screen and again at
 * the end, readable on its block whatever the palette, the workspace's pictures (and only them),
 * two columns that stack on phones, social links only when known, and moods that look different.
 */

import assert from 'node:assert/strict';
import { contrastRatio } from '../color.ts';
import { MOODS, type Mood, type Palette } from '../content/brief.ts';
import type { EmailContent } from '../content/email-content.ts';
import { buildEmailDesign } from './build-design.ts';
import { renderDesign } from './render-design.ts';
import { htmlToText } from './sanitize-html.ts';
import { generatedDesign, LIBRARY_IMAGES } from './test-designs.ts';
import { attr, elements } from './test-html.ts';
import type { UnlayerContent, UnlayerDesign } from './unlayer-design.ts';

/** Palettes a careless or unusual brand gives: the button colour lost in the card, all dark, all mid-grey. */
const POOR_PALETTES: Record<string, Palette> = {
  'button the card colour': {
    primary: '#f4f1ea',
    secondary: '#e9e4da',
    tertiary: '#f0e6d0',
    quaternary: '#ece7de',
  },
  'all white': { primary: '#ffffff', secondary: '#ffffff', tertiary: '#ffffff', quaternary: '#ffffff' },
  'all black': { primary: '#000000', secondary: '#000000', tertiary: '#000000', quaternary: '#000000' },
  'mid grey': { primary: '#777777', secondary: '#7a7a7a', tertiary: '#808080', quaternary: '#777777' },
  'dark, pale accent': {
    primary: '#101820',
    secondary: '#1c2833',
    tertiary: '#fee715',
    quaternary: '#2c3e50',
  },
  'neon on neon': { primary: '#39ff14', secondary: '#ccff00', tertiary: '#ff00ff', quaternary: '#00ffff' },
};

/** Every content with the background it sits on (column, else row, else the canvas). */
function placed(design: UnlayerDesign): Array<{ item: UnlayerContent; background: string; row: number }> {
  const canvas = String(design.body.values.backgroundColor);
  return design.body.rows.flatMap((row, index) =>
    row.columns.flatMap((column) =>
      column.contents.map((item) => ({
        item,
        row: index,
        background:
          String(column.values.backgroundColor || '') ||
          String(row.values.columnsBackgroundColor || '') ||
          canvas,
      })),
    ),
  );
}

/** The rendered button: its cell's colour and its label's. */
const BUTTON_CELL =
  /<td align="center" bgcolor="(#[0-9a-f]{6})"[^>]*><(?:a|span) [^>]*?;color:(#[0-9a-f]{6})/gi;

/** A bold email of the given content, in a plain palette, without logo. */
function layoutOf(overrides: Partial<EmailContent>, mood: Mood = 'bold'): UnlayerDesign {
  return buildEmailDesign({
    content: {
      subject: 'Cold brew',
      preheader: 'Steeped for twenty hours',
      headline: 'Cold brew is back',
      intro: 'Hello.',
      sections: [{ heading: 'Steeped', body: 'Twenty hours.' }],
      callToAction: { label: 'Order', url: 'https://nightowl.example/order' },
      closing: 'Cheers',
      legal: '',
      ...overrides,
    },
    palette: { primary: '#ffffff', secondary: '#222222', tertiary: '#cc5500', quaternary: '#dddddd' },
    mood,
    sender: { organizationName: 'Night Owl', postalAddress: '', website: '', logoUrl: null },
    locale: 'en',
  });
}

const buttons = (design: UnlayerDesign) => placed(design).filter(({ item }) => item.type === 'button');
const colorsOf = (item: UnlayerContent) =>
  item.values.buttonColors as { backgroundColor: string; color: string };

Deno.test('the button stands out 3:1 from its block and its label reads 4.5:1, in every mood, whatever the palette', () => {
  for (const [name, palette] of Object.entries(POOR_PALETTES)) {
    for (const mood of MOODS) {
      const design = generatedDesign('en', mood, null, { palette });
      for (const { item, background } of buttons(design)) {
        const { backgroundColor, color } = colorsOf(item);
        assert.ok(
          contrastRatio(backgroundColor, background) >= 3,
          `${name}/${mood}: ${backgroundColor} on ${background}`,
        );
        assert.ok(
          contrastRatio(color, backgroundColor) >= 4.5,
          `${name}/${mood}: label ${color} on ${backgroundColor}`,
        );
      }
      // What recipients get: the rendered button's cell against the block it is drawn on.
      const html = renderDesign(design);
      for (const match of html.matchAll(BUTTON_CELL)) {
        assert.ok(contrastRatio(match[2], match[1]) >= 4.5, `${name}/${mood}: rendered label`);
      }
    }
  }
});

Deno.test('a button edited to the card colour is still drawn 3:1 against it', () => {
  const design = generatedDesign('en', 'modern', null);
  const last = buttons(design).at(-1);
  assert.ok(last);
  colorsOf(last.item).backgroundColor = last.background;
  colorsOf(last.item).color = last.background;
  const html = renderDesign(design);
  const [, background, label] = [...html.matchAll(BUTTON_CELL)].at(-1) ?? [];
  assert.ok(contrastRatio(background, last.background) >= 3, `${background} on ${last.background}`);
  assert.ok(contrastRatio(label, background) >= 4.5);
});

Deno.test('the first button sits in the hero, before any picture or point; it comes back after the last point', () => {
  for (const mood of MOODS) {
    for (const images of [[], LIBRARY_IMAGES]) {
      const order = placed(generatedDesign('en', mood, 'https://cdn.example/logo.png', { images })).map(
        ({ item }) => (item.type === 'heading' ? String(item.values.headingType) : item.type),
      );
      const first = order.indexOf('button');
      assert.ok(first > order.indexOf('h1'), `${mood}: after the headline`);
      // Only the logo may come before it; the hero picture comes after.
      assert.ok(
        order.slice(0, first).filter((t) => t === 'image').length <= 1,
        `${mood}: no picture above it`,
      );
      assert.ok(first < order.indexOf('h2'), `${mood}: before the first point`);
      assert.equal(order.filter((t) => t === 'button').length, 2, mood);
      assert.ok(order.lastIndexOf('button') > order.lastIndexOf('h2'), `${mood}: again after the last point`);
    }
  }
});

Deno.test('pictures: the workspace’s as hero and beside points, in two columns that stack on phones', () => {
  const design = generatedDesign('en', 'elegant', 'https://cdn.example/logo.png', { images: LIBRARY_IMAGES });
  const sources = placed(design)
    .filter(({ item }) => item.type === 'image')
    .map(({ item }) => (item.values.src as { url: string }).url);
  assert.equal(sources[0], 'https://cdn.example/logo.png');
  const pictures = sources.slice(1);
  assert.ok(pictures.length >= 2);
  assert.ok(
    pictures.every((url) => LIBRARY_IMAGES.some((i) => i.url === url)),
    'nothing from another host',
  );
  const twoColumns = design.body.rows.filter(
    (row) => row.columns.length === 2 && row.columns.some((c) => c.contents.some((i) => i.type === 'image')),
  );
  assert.ok(twoColumns.length >= 1, 'a picture beside a point');
  const html = renderDesign(design);
  assert.match(html, /@media only screen and \(max-width:480px\)\{\.pc-col\{max-width:100% !important;\}/);
  const columns = elements(html).filter((e) => attr(e, 'class') === 'pc-col');
  assert.ok(
    columns.length >= 2 &&
      columns.every((c) => /display:inline-block;.*width:100%;max-width:300px/.test(attr(c, 'style') ?? '')),
  );
  for (const img of elements(html).filter((e) => e.tagName === 'img'))
    assert.ok((attr(img, 'alt') ?? '').length > 0);
});

Deno.test('without pictures: a designed hero and no picture at all but the logo', () => {
  for (const mood of MOODS) {
    const html = renderDesign(generatedDesign('en', mood, null));
    assert.doesNotMatch(html, /<img /, mood);
  }
  // Without pictures, moods that set points side by side still have two columns.
  const pairs = generatedDesign('en', 'modern', null).body.rows.filter((row) => row.columns.length === 2);
  assert.ok(pairs.length >= 1);
});

Deno.test('social links render only when known', () => {
  const none = renderDesign(generatedDesign('en', 'fun', null));
  assert.doesNotMatch(none, /instagram/i);
  const known = renderDesign(
    generatedDesign('en', 'fun', null, {
      socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/nightowl' }],
    }),
  );
  assert.ok(
    elements(known).some((e) => e.tagName === 'a' && attr(e, 'href') === 'https://instagram.com/nightowl'),
  );
});

/** What sets a mood's look apart, read from the design itself. */
function treatment(mood: Mood): string {
  const design = generatedDesign('en', mood, null);
  const all = placed(design);
  const surface = String(
    design.body.rows.at(-1)?.values.columnsBackgroundColor || design.body.values.backgroundColor,
  );
  const h1 = all.find(({ item }) => item.values.headingType === 'h1');
  const button = all.find(({ item }) => item.type === 'button');
  assert.ok(h1 && button);
  return JSON.stringify({
    font: (h1.item.values.fontFamily as { value: string }).value,
    align: h1.item.values.textAlign,
    heroOnBlock: h1.background !== surface,
    rounded: design.body.rows.some((row) => row.columns.some((c) => c.values.borderRadius !== '0px')),
    sideBySide: design.body.rows.some((row) => row.columns.length === 2),
    stripe: all.findIndex(({ item }) => item.type === 'divider') === 0,
    button: [button.item.values.borderRadius, (button.item.values.size as { autoWidth: boolean }).autoWidth],
  });
}

Deno.test('each mood has its own treatment: header, hero, typography, button and layout', () => {
  const looks = new Map(MOODS.map((mood) => [mood, treatment(mood)]));
  assert.equal(
    new Set(looks.values()).size,
    MOODS.length,
    JSON.stringify(Object.fromEntries(looks), null, 1),
  );
});

Deno.test('a long intro is split around the first button: its opening before, the rest after, none lost', () => {
  const intro = `${'Our cold brew is steeped for twenty hours with organic beans. '.repeat(6)}Order by Sunday.`;
  const long = layoutOf({ intro });
  const order = placed(long).map(({ item }) => item);
  const button = order.findIndex((item) => item.type === 'button');
  const before = htmlToText(order[button - 1].values.text);
  const after = htmlToText(order[button + 1].values.text);
  assert.ok(before.length <= 160, before);
  assert.equal(`${before} ${after}`, intro);
});

Deno.test('points sit side by side only when neither column would stand mostly empty', () => {
  const layout = (bodies: string[]) =>
    layoutOf(
      { sections: bodies.map((body, i) => ({ heading: `Point ${i + 1}`, body })) },
      'modern',
    ).body.rows.filter((row) => row.columns.length === 2).length;
  assert.equal(layout(['Steeped twenty hours.', 'Bottled every morning.']), 1);
  assert.equal(layout(['A long story. '.repeat(30), 'Short.']), 0);
});
