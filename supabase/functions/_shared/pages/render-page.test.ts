import assert from 'node:assert/strict';
import { attr, byTag, hasClass, metaContent, parsePage, textOf } from './fixtures/dom.ts';
import { renderEveryTemplate } from './fixtures/render-all.ts';
import { MINIMAL_DOCUMENT, SAMPLE_DOCUMENT, SAMPLE_OPTIONS } from './fixtures/sample-document.ts';
import { LEAD_FIELD_NAMES } from './options.ts';
import { renderPage } from './render-page.ts';

Deno.test('every template renders the sample and the hero-only document as a complete page', () => {
  for (const document of [undefined, MINIMAL_DOCUMENT]) {
    for (const [template, page] of renderEveryTemplate(document)) {
      const root = parsePage(page);
      assert.ok(page.startsWith('<!doctype html>'), template);
      assert.equal(attr(byTag(root, 'html')[0], 'lang'), 'en', template);
      assert.equal(byTag(root, 'h1').length, 1, `${template}: one h1`);
      assert.equal(byTag(root, 'main').length, 1, `${template}: one main`);
      assert.equal(attr(byTag(root, 'main')[0], 'id'), 'main', `${template}: skip link target`);
      assert.equal(textOf(byTag(root, 'title')[0]), MINIMAL_DOCUMENT.seo.title, template);
      for (const key of [
        'description',
        'og:title',
        'og:description',
        'og:type',
        'twitter:card',
        'viewport',
      ]) {
        assert.ok(metaContent(root, key), `${template}: ${key}`);
      }
      assert.ok(
        byTag(root, 'meta').some((m) => attr(m, 'charset') === 'utf-8'),
        `${template}: charset`,
      );
      const canonical = byTag(root, 'link').find((l) => attr(l, 'rel') === 'canonical');
      assert.equal(attr(canonical ?? { nodeName: 'link' }, 'href'), SAMPLE_OPTIONS.canonicalUrl, template);
      assert.equal(byTag(root, 'style').length, 1, `${template}: one inline stylesheet`);
      assert.ok(
        !byTag(root, 'link').some((l) => attr(l, 'rel') === 'stylesheet'),
        `${template}: no external CSS`,
      );
    }
  }
});

Deno.test('headings never skip a level after the h1', () => {
  for (const [template, page] of renderEveryTemplate()) {
    const levels = page.match(/<h[1-6]\b/g)?.map((h) => Number(h[2])) ?? [];
    assert.equal(levels[0], 1, template);
    for (let i = 1; i < levels.length; i++) {
      assert.ok(
        (levels[i] ?? 0) <= (levels[i - 1] ?? 0) + 1,
        `${template}: h${levels[i - 1]} then h${levels[i]}`,
      );
    }
  }
});

Deno.test('the lead form posts to submit-lead with labelled, typed, required inputs and a hidden honeypot', () => {
  for (const [template, page] of renderEveryTemplate()) {
    const root = parsePage(page);
    const forms = byTag(root, 'form');
    assert.equal(forms.length, 1, template);
    const form = forms[0];
    assert.equal(attr(form, 'method'), 'post', template);
    assert.equal(attr(form, 'action'), SAMPLE_OPTIONS.formAction, template);
    const inputs = byTag(form, 'input');
    const byName = (name: string) => inputs.find((i) => attr(i, 'name') === name);
    assert.equal(attr(byName(LEAD_FIELD_NAMES.pageId) ?? form, 'type'), 'hidden', template);
    assert.equal(attr(byName(LEAD_FIELD_NAMES.pageId) ?? form, 'value'), SAMPLE_OPTIONS.pageId, template);
    // Empty for every visitor (the script fills it), so the page can be served as a static file.
    assert.equal(attr(byName(LEAD_FIELD_NAMES.source) ?? form, 'type'), 'hidden', template);
    assert.equal(attr(byName(LEAD_FIELD_NAMES.source) ?? form, 'value'), '', template);
    assert.equal(attr(byName('email') ?? form, 'type'), 'email', template);
    assert.equal(attr(byName('phone') ?? form, 'type'), 'tel', template);
    const labels = byTag(root, 'label').map((l) => attr(l, 'for'));
    for (const input of inputs.filter((i) => attr(i, 'type') !== 'hidden')) {
      assert.ok(labels.includes(attr(input, 'id')), `${template}: ${attr(input, 'name')} is labelled`);
      if (attr(input, 'name') !== LEAD_FIELD_NAMES.honeypot) {
        assert.ok(
          input.attrs?.some((a) => a.name === 'required'),
          `${template}: ${attr(input, 'name')} required`,
        );
      }
    }
    const honeypot = byName(LEAD_FIELD_NAMES.honeypot);
    assert.ok(honeypot, `${template}: honeypot`);
    assert.equal(attr(honeypot, 'tabindex'), '-1', template);
    const trap = byTag(form, 'div').find((d) => hasClass(d, 'hp'));
    assert.equal(
      attr(trap ?? form, 'aria-hidden'),
      'true',
      `${template}: honeypot hidden from screen readers`,
    );
    assert.match(page, /\.hp\{position:absolute!important;left:-10000px/, `${template}: honeypot off screen`);
    assert.equal(byTag(form, 'button').filter((b) => attr(b, 'type') === 'submit').length, 1, template);
  }
});

Deno.test('an inactive subscription shows a notice instead of the form, and no script', () => {
  for (const [template, page] of renderEveryTemplate(undefined, { leadFormActive: false })) {
    const root = parsePage(page);
    assert.equal(byTag(root, 'form').length, 0, template);
    assert.equal(byTag(root, 'script').length, 0, template);
    assert.match(page, /This form is not accepting responses right now/, template);
  }
});

Deno.test('after a no-JavaScript submission the success message replaces the form', () => {
  for (const [template, page] of renderEveryTemplate(undefined, { leadSubmitted: true })) {
    assert.equal(byTag(parsePage(page), 'form').length, 0, template);
    assert.match(page, /Thank you! We will email you/, template);
  }
});

Deno.test('Spanish pages use Spanish fixed texts and lang="es"', () => {
  for (const [template, page] of renderEveryTemplate(undefined, { locale: 'es' })) {
    const root = parsePage(page);
    assert.equal(attr(byTag(root, 'html')[0], 'lang'), 'es', template);
    const labels = byTag(root, 'label').map((l) => textOf(l));
    for (const label of ['Nombre *', 'Apellido *', 'Correo electrónico *', 'Teléfono *']) {
      assert.ok(labels.includes(label), `${template}: ${label}`);
    }
    assert.match(page, /Saltar al contenido/, template);
    assert.equal(metaContent(root, 'og:locale'), 'es_ES', template);
  }
  const [, inactive] = renderEveryTemplate(undefined, { locale: 'es', leadFormActive: false })[0] ?? ['', ''];
  assert.match(inactive, /Este formulario no está recibiendo respuestas/);
});

Deno.test('the preview is not indexed, carries no script and tags sections for the editor', () => {
  for (const [template, page] of renderEveryTemplate(undefined, { preview: true })) {
    const root = parsePage(page);
    assert.equal(metaContent(root, 'robots'), 'noindex, nofollow', template);
    assert.equal(byTag(root, 'script').length, 0, template);
    assert.ok(page.includes('data-section-index="0"'), template);
  }
});

Deno.test('the logo and an uploaded hero image appear with alt texts; an unsafe logo falls back to the name', () => {
  const withImage = {
    ...SAMPLE_DOCUMENT,
    sections: SAMPLE_DOCUMENT.sections.map((s) =>
      s.type === 'hero' ? { ...s, imageUrl: 'https://storage.example.com/assets/hero.jpg' } : s,
    ),
  };
  const logoUrl = 'https://storage.example.com/logos/fieldnote.png';
  for (const [template, page] of renderEveryTemplate(withImage, {
    sender: { ...SAMPLE_OPTIONS.sender, logoUrl },
  })) {
    const images = byTag(parsePage(page), 'img');
    assert.ok(
      images.every((img) => attr(img, 'alt') !== undefined),
      `${template}: every image has alt`,
    );
    assert.ok(
      images.some((img) => attr(img, 'src') === logoUrl && attr(img, 'alt') === 'Fieldnote Labs logo'),
      template,
    );
    assert.ok(
      images.some((img) => attr(img, 'src')?.endsWith('/hero.jpg')),
      `${template}: hero image`,
    );
  }
  const [, unsafe] =
    renderEveryTemplate(undefined, {
      sender: { ...SAMPLE_OPTIONS.sender, logoUrl: 'javascript:alert(1)' },
    })[0] ?? [];
  assert.equal(byTag(parsePage(unsafe ?? ''), 'img').length, 0);
  assert.match(unsafe ?? '', /class="brand-name">Fieldnote Labs</);
});

Deno.test('the footer does not repeat a legal line that is only the sender and its address', () => {
  const legal = `Offer valid while supplies last.\n${SAMPLE_OPTIONS.sender.organizationName} · 120 Market Street, Suite 400, San Francisco, CA 94105\nQuestions? Write to ${SAMPLE_OPTIONS.sender.organizationName}.`;
  const document = {
    ...SAMPLE_DOCUMENT,
    sections: SAMPLE_DOCUMENT.sections.map((s) => (s.type === 'footer' ? { ...s, legal } : s)),
  };
  const footer = byTag(parsePage(renderPage(document, SAMPLE_OPTIONS)), 'footer')[0];
  const text = textOf(footer ?? parsePage(''));
  assert.ok(text.includes('Offer valid while supplies last.'));
  assert.ok(text.includes('Questions? Write to Fieldnote Labs.'), 'a line that says more stays');
  assert.equal(text.split('120 Market Street').length - 1, 1, 'the address once, in the brand column');
});

Deno.test('a long description ends at a whole word with an ellipsis within 155 characters', () => {
  const description =
    'Sourdough loaves, croissants and seasonal pastries baked every morning in our Portland kitchen, with brunch boxes for Mother’s Day delivered to your door by nine.';
  assert.ok(description.length > 155 && description.length <= 170);
  const root = parsePage(
    renderPage({ ...SAMPLE_DOCUMENT, seo: { ...SAMPLE_DOCUMENT.seo, description } }, SAMPLE_OPTIONS),
  );
  for (const key of ['description', 'og:description', 'twitter:description']) {
    const shown = metaContent(root, key) ?? '';
    assert.ok(shown.length <= 155, `${key}: ${shown.length}`);
    assert.ok(shown.endsWith('…'), key);
    const words = shown.slice(0, -1).split(' ');
    assert.ok(description.split(/\s+/).includes(words.at(-1) ?? ''), `${key} ends mid-word: ${shown}`);
  }
});

Deno.test('an optional phone is neither required nor starred, and every form says what the details are for', () => {
  const document = {
    ...SAMPLE_DOCUMENT,
    sections: SAMPLE_DOCUMENT.sections.map((s) =>
      s.type === 'leadForm' ? { ...s, optionalFields: ['phone' as const] } : s,
    ),
  };
  for (const locale of ['en', 'es'] as const) {
    for (const [template, page] of renderEveryTemplate(document, { locale })) {
      const form = byTag(parsePage(page), 'form')[0];
      const phone = byTag(form, 'input').find((i) => attr(i, 'name') === LEAD_FIELD_NAMES.phone);
      assert.ok(phone && !phone.attrs?.some((a) => a.name === 'required'), `${template}: phone optional`);
      const email = byTag(form, 'input').find((i) => attr(i, 'name') === LEAD_FIELD_NAMES.email);
      assert.ok(
        email?.attrs?.some((a) => a.name === 'required'),
        `${template}: email required`,
      );
      const privacy = byTag(form, 'p').find((p) => hasClass(p, 'form-privacy'));
      const expected =
        locale === 'es'
          ? /^Fieldnote Labs usará tus datos solo para responder a tu solicitud/
          : /^Fieldnote Labs will use your details only to reply to this request/;
      assert.match(textOf(privacy ?? form), expected, `${template} (${locale})`);
      assert.match(page, locale === 'es' ? /\(opcional\)/ : /\(optional\)/, template);
    }
  }
});
