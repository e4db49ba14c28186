import assert from 'node:assert/strict';
import { MOODS } from '../content/brief.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../content/email-content.ts';
import { MOOD_STYLES } from './mood-typography.ts';
import { generatedDesign } from './test-designs.ts';
import type { UnlayerDesign } from './unlayer-design.ts';

const designFor = (mood: (typeof MOODS)[number], logoUrl: string | null = null): UnlayerDesign =>
  generatedDesign('en', mood, logoUrl);

const UNLAYER_TYPES = new Set([
  'text',
  'heading',
  'button',
  'image',
  'divider',
  'social',
  'menu',
  'html',
  'video',
  'timer',
  'form',
]);

/** The structure react-email-editor's loadDesign expects, checked the way the editor reads it. */
function assertUnlayerShape(design: UnlayerDesign) {
  assert.equal(typeof design.schemaVersion, 'number');
  assert.ok(Array.isArray(design.body.rows) && design.body.rows.length > 0);
  assert.ok(Array.isArray(design.body.headers) && Array.isArray(design.body.footers));
  const ids = new Set<string>();
  const counted: Record<string, number> = {};
  const track = (kind: string, id: string | undefined, htmlID: unknown) => {
    assert.ok(id && !ids.has(id), `unique id ${id}`);
    ids.add(id as string);
    counted[kind] = (counted[kind] ?? 0) + 1;
    assert.match(String(htmlID), new RegExp(`^${kind}_\\d+$`));
  };
  for (const row of design.body.rows) {
    assert.equal(row.cells.length, row.columns.length);
    track('u_row', row.id, (row.values._meta as { htmlID: string }).htmlID);
    for (const column of row.columns) {
      track('u_column', column.id, (column.values._meta as { htmlID: string }).htmlID);
      for (const item of column.contents) {
        assert.ok(UNLAYER_TYPES.has(item.type), `Unlayer knows "${item.type}"`);
        track(`u_content_${item.type}`, item.id, (item.values._meta as { htmlID: string }).htmlID);
      }
    }
  }
  assert.deepEqual(design.counters, counted, 'counters match the numbered items');
  const values = design.body.values;
  assert.equal(values.contentWidth, '600px');
  assert.ok(typeof (values.fontFamily as { value: string }).value === 'string');
  for (const key of ['backgroundColor', 'textColor', 'preheaderText', 'linkStyle'])
    assert.ok(key in values, key);
}

Deno.test('the design has the shape Unlayer opens, for every mood', () => {
  for (const mood of MOODS) assertUnlayerShape(designFor(mood));
});

Deno.test('palette roles, typography, logo and the legal footer land where they belong', () => {
  const design = designFor('luxury', 'https://cdn.example/logo.png');
  const contents = design.body.rows.flatMap((r) => r.columns.flatMap((c) => c.contents));
  const logo = contents.find((c) => c.type === 'image');
  assert.ok(logo);
  assert.equal((logo.values.src as { url: string }).url, 'https://cdn.example/logo.png');
  assert.equal(logo.values.altText, 'Night Owl Coffee Co.');
  const button = contents.findLast((c) => c.type === 'button');
  assert.ok(button);
  assert.equal(
    (button.values.buttonColors as { backgroundColor: string }).backgroundColor,
    '#3b2a1a',
    'secondary: buttons on the card',
  );
  assert.equal(
    (button.values.href as { values: { href: string } }).values.href,
    'https://pages.example/night-owl',
  );
  assert.ok(
    design.body.rows.some((r) => r.values.columnsBackgroundColor === '#fdf6ec'),
    'primary: backgrounds',
  );
  assert.ok(JSON.stringify(design).includes('#d98e04'), 'tertiary: accents');
  assert.ok(JSON.stringify(design).includes('#e8d9c5'), 'quaternary: lines');
  const h1 = contents.find((c) => c.type === 'heading' && c.values.headingType === 'h1');
  assert.equal(h1?.values.fontFamily, MOOD_STYLES.luxury.headingFont);
  assert.equal(h1?.values.fontSize, `${MOOD_STYLES.luxury.headlineSize}px`);
  const h2 = contents.find((c) => c.type === 'heading' && c.values.headingType === 'h2');
  assert.equal(h2?.values.color, '#3b2a1a', 'secondary: headings (body copy is a neutral tinted with it)');
  const footer = String(contents.at(-1)?.values.text);
  assert.ok(footer.includes(UNSUBSCRIBE_URL_PLACEHOLDER));
  assert.ok(footer.includes('12 Congress Ave, Austin, TX 78701') && footer.includes('Night Owl Coffee Co.'));
  assert.ok(footer.includes('Must be 21+ to order online.'));
});

Deno.test('moods differ in typography', () => {
  const font = (mood: (typeof MOODS)[number]) =>
    (designFor(mood).body.values.fontFamily as { value: string }).value;
  assert.notEqual(font('elegant'), font('tech'));
  assert.notEqual(MOOD_STYLES.bold.headlineSize, MOOD_STYLES.minimal.headlineSize);
});
