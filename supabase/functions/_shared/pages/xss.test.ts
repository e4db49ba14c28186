import assert from 'node:assert/strict';
import { PAGE_TEMPLATES } from '../content/brief.ts';
import { LEAD_FORM_SCRIPT, LEAD_FORM_SCRIPT_MARKER } from './enhance-script.ts';
import { allElements, attr, byTag, parsePage, textOf } from './fixtures/dom.ts';
import { documentWith, optionsWith, XSS_PAYLOADS } from './fixtures/xss-corpus.ts';
import { renderPage } from './render-page.ts';

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'srcset']);
const DANGEROUS_TAGS = new Set(['iframe', 'object', 'embed', 'foreignobject', 'base', 'textarea', 'math']);

function assertInert(page: string, where: string) {
  const root = parsePage(page);
  for (const script of byTag(root, 'script')) {
    assert.ok(
      script.attrs?.some((a) => a.name === LEAD_FORM_SCRIPT_MARKER),
      `${where}: unknown script`,
    );
    assert.equal(textOf(script), LEAD_FORM_SCRIPT, `${where}: the enhancement script is constant`);
  }
  assert.equal(byTag(root, 'style').length, 1, `${where}: one stylesheet, none injected`);
  for (const el of allElements(root)) {
    assert.ok(!DANGEROUS_TAGS.has(el.tagName?.toLowerCase() ?? ''), `${where}: <${el.tagName}>`);
    for (const { name, value } of el.attrs ?? []) {
      assert.ok(!/^on/i.test(name), `${where}: ${name} on <${el.tagName}>`);
      assert.notEqual(name, 'style', `${where}: style attribute on <${el.tagName}>`);
      // Browsers strip controls and whitespace before reading the scheme; do the same.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: mirrors URL parsing
      const normalized = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.has(name) || (name === 'content' && /url|image/.test(attr(el, 'property') ?? ''))) {
        assert.ok(!/^(javascript|vbscript|data):/.test(normalized), `${where}: ${name}="${value}"`);
      }
    }
  }
  const css = textOf(byTag(root, 'style')[0] ?? root);
  assert.ok(!/alert|<|url\(/i.test(css), `${where}: the stylesheet holds only the renderer's CSS`);
}

Deno.test('no payload in any text, URL or option field produces script, handlers or unsafe URLs', () => {
  for (const payload of XSS_PAYLOADS) {
    for (const template of PAGE_TEMPLATES) {
      const where = `${template} ${JSON.stringify(payload)}`;
      assertInert(renderPage({ ...documentWith(payload), template }, optionsWith(payload)), where);
      assertInert(
        renderPage(
          { ...documentWith(payload), template },
          { ...optionsWith(payload), preview: true, leadFormActive: false },
        ),
        `${where} (preview)`,
      );
    }
  }
});

Deno.test('payload text survives as visible text, escaped rather than dropped', () => {
  const payload = '<script>alert(1)</script>';
  const page = renderPage(documentWith(payload), optionsWith(payload));
  const h1 = byTag(parsePage(page), 'h1')[0];
  assert.equal(textOf(h1 ?? parsePage('')), payload);
  assert.ok(page.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
});
