import assert from 'node:assert/strict';
import { contrastRatio } from '../color.ts';
import { renderDesign } from './render-design.ts';
import { editedDesign, generatedDesign } from './test-designs.ts';
import { attr, elements } from './test-html.ts';

const html = renderDesign(generatedDesign('es', 'elegant'), { lang: 'es' });
const all = elements(html);

Deno.test('the email is a 600 px table layout with a language and a title', () => {
  assert.ok(html.startsWith('<!DOCTYPE html>'));
  assert.equal(attr(all.find((e) => e.tagName === 'html') ?? { tagName: '', attrs: [] }, 'lang'), 'es');
  const tables = all.filter((e) => e.tagName === 'table');
  assert.ok(tables.length > 5);
  assert.ok(
    tables.every((t) => attr(t, 'role') === 'presentation'),
    'layout tables are presentational',
  );
  assert.ok(tables.some((t) => attr(t, 'width') === '600' && /max-width:600px/.test(attr(t, 'style') ?? '')));
  assert.ok(all.some((e) => e.tagName === 'title'));
  assert.ok(html.includes('<!--[if mso]>'), 'Outlook gets its fixed-width table');
});

Deno.test('the preheader is first in the body and hidden', () => {
  const body = all.find((e) => e.tagName === 'body');
  const first = body?.childNodes?.find((n) => 'tagName' in n) as
    | { attrs: Array<{ name: string; value: string }> }
    | undefined;
  const style = first?.attrs.find((a) => a.name === 'style')?.value ?? '';
  assert.match(style, /display:none/);
  assert.match(style, /mso-hide:all/);
  assert.ok(html.includes(generatedDesign('es', 'elegant').body.values.preheaderText as string));
});

Deno.test('images carry alt text, the unsubscribe link and the palette are present', () => {
  const images = all.filter((e) => e.tagName === 'img');
  assert.ok(images.length > 0 && images.every((i) => attr(i, 'alt') !== undefined));
  assert.equal(attr(images[0], 'alt'), 'Night Owl Coffee Co.');
  assert.ok(all.some((e) => e.tagName === 'a' && attr(e, 'href') === '{{unsubscribe_url}}'));
  for (const color of ['#fdf6ec', '#3b2a1a', '#d98e04', '#e8d9c5']) assert.ok(html.includes(color), color);
  assert.ok(
    all.some((e) => e.tagName === 'a' && attr(e, 'href') === 'https://pages.example/night-owl'),
    'call to action',
  );
});

Deno.test('user-added contents render: columns, image, html, social, menu; unknown tools are skipped', () => {
  const edited = renderDesign(editedDesign(), { lang: 'en' });
  const els = elements(edited);
  assert.ok(
    els.some(
      (e) =>
        e.tagName === 'div' &&
        attr(e, 'class') === 'pc-col' &&
        /max-width:200px/.test(attr(e, 'style') ?? ''),
    ),
  );
  assert.ok(
    els.some((e) => e.tagName === 'div' && /max-width:400px/.test(attr(e, 'style') ?? '')),
    'cells [1, 2] split 600 px',
  );
  const product = els.find(
    (e) => e.tagName === 'img' && attr(e, 'src') === 'https://cdn.example/product.png',
  );
  assert.equal(attr(product ?? { tagName: '', attrs: [] }, 'alt'), '');
  assert.ok(els.some((e) => e.tagName === 'a' && attr(e, 'href') === 'https://instagram.com/nightowl'));
  assert.ok(els.some((e) => e.tagName === 'a' && attr(e, 'href') === 'https://nightowl.example/shop'));
  assert.ok(edited.includes('cell'));
  assert.ok(!edited.includes('alert(1)'), 'the unknown tool is not rendered');
});

Deno.test('text that would be unreadable on its background is lifted to WCAG AA', () => {
  const edited = renderDesign(editedDesign());
  const pale = elements(edited).find(
    (e) =>
      e.tagName === 'p' &&
      /color:/.test(attr(e, 'style') ?? '') &&
      (attr(e, 'style') ?? '').includes('color'),
  );
  const color =
    /color:(#[0-9a-f]{6})/i.exec(attr(pale ?? { tagName: '', attrs: [] }, 'style') ?? '')?.[1] ?? '';
  assert.ok(contrastRatio(color, '#fdf6ec') >= 4.5, `${color} on #fdf6ec`);
  // A palette whose text colour is too light for its background still renders readable text.
  const design = generatedDesign('en', 'modern');
  design.body.values.textColor = '#f0f0f0';
  const text = design.body.rows[2].columns[0].contents.find((c) => c.type === 'text');
  if (text) text.values.color = '#f5f5f5';
  const fixed = renderDesign(design);
  assert.ok(!fixed.includes('color:#f5f5f5'), 'the pale text colour was adjusted');
});

Deno.test('rendering is fast enough for previews', () => {
  const design = generatedDesign('en', 'modern');
  const started = performance.now();
  for (let i = 0; i < 50; i++) renderDesign(design);
  assert.ok((performance.now() - started) / 50 < 20);
});
