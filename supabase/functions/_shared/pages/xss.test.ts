import assert from 'node:assert/strict';
import { PAGE_TEMPLATES } from '../content/brief.ts';
import { assertInert } from './fixtures/assert-inert.ts';
import { byTag, parsePage, textOf } from './fixtures/dom.ts';
import { documentWith, optionsWith, XSS_PAYLOADS } from './fixtures/xss-corpus.ts';
import { renderPage } from './render-page.ts';

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

Deno.test('the public renderer (live form, events URL, after a submission) stays inert too', () => {
  for (const payload of XSS_PAYLOADS) {
    for (const template of PAGE_TEMPLATES) {
      const where = `${template} public ${JSON.stringify(payload)}`;
      const document = { ...documentWith(payload), template };
      const live = { ...optionsWith(payload), preview: false, leadFormActive: true, eventsUrl: payload };
      assertInert(renderPage(document, live), where);
      assertInert(renderPage(document, { ...live, leadSubmitted: 'confirm' }), `${where} (confirm)`);
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
