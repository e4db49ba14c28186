import assert from 'node:assert/strict';
import { LOCALES, MOODS, PAGE_TEMPLATES } from '../../content/brief.ts';
import { type PageDocument, pageDocumentSchema } from '../../content/page-document.ts';
import { readBrief } from '../brief-facts.ts';
import { briefSeed } from '../offline-provider.ts';
import { sampleBrief, sampleExpress } from '../test-briefs.ts';
import { composePage, templateSectionTypes } from './compose-page.ts';

const section = <T extends PageDocument['sections'][number]['type']>(doc: PageDocument, type: T) =>
  doc.sections.find((s) => s.type === type) as
    | Extract<PageDocument['sections'][number], { type: T }>
    | undefined;

Deno.test('the page composer writes a valid document for every mood, language and template', () => {
  for (const locale of LOCALES) {
    for (const [i, mood] of MOODS.entries()) {
      const brief = sampleBrief(locale, mood);
      const template = PAGE_TEMPLATES[i % PAGE_TEMPLATES.length];
      const doc = pageDocumentSchema.parse(composePage(readBrief(brief), template, briefSeed(brief)));
      assert.equal(doc.template, template);
      const types = doc.sections.map((s) => s.type);
      assert.equal(types[0], 'hero');
      assert.equal(types.at(-1), 'footer');
      for (const type of ['offer', 'faq', 'leadForm'] as const)
        assert.ok(types.includes(type), `${template}: ${type}`);
      assert.ok(doc.seo.title.length <= 70 && doc.seo.description.length <= 170);
      const text = JSON.stringify(doc);
      assert.ok(!/\{\w+\}|undefined|lorem/i.test(text.replace(/"[a-zA-Z]+":/g, '')), text);
      assert.deepEqual(section(doc, 'leadForm')?.fields, ['firstName', 'lastName', 'email', 'phone']);
      assert.deepEqual(section(doc, 'leadForm')?.optionalFields, ['phone'], 'nobody asked to be called');
      assert.match(section(doc, 'footer')?.legal ?? '', /21/);
    }
  }
});

Deno.test('no invented prices or testimonials: plans and quotes only from the brief', () => {
  const plain = sampleBrief('en', 'modern');
  const doc = composePage(readBrief(plain), 'solid', briefSeed(plain));
  assert.deepEqual(section(doc, 'offer')?.plans, []);
  assert.equal(section(doc, 'testimonials'), undefined);
  assert.ok(!/\$\d/.test(JSON.stringify(doc)), 'no price appears');

  const priced = sampleBrief('en', 'modern', {
    description:
      'Plans: Starter: $9/month; Team: $29/month. "It saved our mornings." — Ana Ruiz, barista. Free shipping on every order. Returns accepted within 30 days.',
  });
  const withFacts = composePage(readBrief(priced), 'solid', briefSeed(priced));
  assert.deepEqual(
    section(withFacts, 'offer')?.plans.map((p) => [p.name, p.price]),
    [
      ['Starter', '$9/month'],
      ['Team', '$29/month'],
    ],
  );
  assert.equal(section(withFacts, 'testimonials')?.items[0].author, 'Ana Ruiz');
  const faq = section(withFacts, 'faq')?.items.map((i) => i.question) ?? [];
  assert.ok(faq.includes('How does shipping work?'), 'shipping asked only because the brief mentions it');
  const faqPlain = section(doc, 'faq')?.items.map((i) => i.question) ?? [];
  assert.ok(!faqPlain.some((q) => /shipping|return/i.test(q)));
});

Deno.test('Spanish pages ask and answer in Spanish', () => {
  const brief = sampleBrief('es', 'classic');
  const doc = composePage(readBrief(brief), 'bistro', briefSeed(brief));
  const questions = section(doc, 'faq')?.items.map((i) => i.question) ?? [];
  assert.ok(
    questions.every((q) => q.startsWith('¿') && q.endsWith('?')),
    questions.join(' | '),
  );
  assert.equal(section(doc, 'faq')?.heading, 'Preguntas frecuentes');
});

Deno.test('a thin brief still gets a valid features section (two items at least)', () => {
  for (const locale of LOCALES) {
    for (const brief of [
      sampleExpress(locale, 'Coffee.'),
      sampleBrief(locale, 'minimal', {
        description: 'Fresh coffee.',
        targetAudience: '',
        goals: '',
        objectives: '',
      }),
    ]) {
      const doc = pageDocumentSchema.parse(composePage(readBrief(brief), 'avilon', briefSeed(brief)));
      assert.ok((section(doc, 'features')?.items.length ?? 0) >= 2);
    }
  }
});

Deno.test('each template is a page type: its own sections in its own order, nothing invented', () => {
  const bakery = sampleBrief('en', 'fun', {
    productName: 'Sweet Crumb',
    description:
      'Sourdough loaves, croissants, cinnamon buns and seasonal pies. Plans: Bread club: $25/month. "Best croissant in town." — Ana Ruiz, neighbour.',
    goals: '',
    objectives: '',
  });
  const typesOf = (brief: typeof bakery, template: (typeof PAGE_TEMPLATES)[number]) =>
    composePage(readBrief(brief), template, briefSeed(brief)).sections.map((s) => s.type);
  const orders = new Set(PAGE_TEMPLATES.map((t) => typesOf(bakery, t).join(',')));
  assert.ok(orders.size >= 12, `only ${orders.size} distinct orders`);

  for (const template of PAGE_TEMPLATES) {
    const written = typesOf(bakery, template);
    const outline = templateSectionTypes(template).filter((t) => written.includes(t));
    assert.deepEqual(written, outline, `${template}: the outline a model is given is the composer's order`);
  }

  const tasty = composePage(readBrief(bakery), 'tasty', briefSeed(bakery));
  assert.equal(tasty.sections[1]?.type, 'menu', 'the menu comes right after the hero');
  const dishes = section(tasty, 'menu')?.items ?? [];
  assert.ok(
    dishes.some((d) => /croissants/i.test(d.title)),
    JSON.stringify(dishes),
  );
  assert.ok(
    dishes.every((d) => d.price === '' || d.price === '$25/month'),
    'no invented price',
  );
  assert.equal(
    section(composePage(readBrief(bakery), 'venus', briefSeed(bakery)), 'menu')?.heading,
    'Our services',
  );

  const app = sampleBrief('es', 'modern', {
    productName: 'Pulso',
    description:
      'Descarga Pulso gratis: https://apps.apple.com/mx/app/pulso/id123 Entrena con rutinas de 10 minutos.',
  });
  const mobapp = composePage(readBrief(app), 'mobapp', briefSeed(app));
  const download = section(mobapp, 'appDownload');
  assert.equal(download?.appStoreUrl, 'https://apps.apple.com/mx/app/pulso/id123');
  assert.equal(download?.googlePlayUrl, '', 'no store link the brief does not give');
  assert.equal(download?.heading, 'Descarga la app');
  const noLinks = composePage(readBrief(bakery), 'mobapp', briefSeed(bakery));
  assert.deepEqual(
    [section(noLinks, 'appDownload')?.appStoreUrl, section(noLinks, 'appDownload')?.googlePlayUrl],
    ['', ''],
  );
  assert.equal(section(noLinks, 'menu'), undefined, 'no menu on an app page');

  const solid = typesOf(bakery, 'solid');
  assert.ok(solid.indexOf('offer') < solid.indexOf('faq'), 'pricing before the questions');
  const traveler = composePage(readBrief(bakery), 'traveler', briefSeed(bakery));
  assert.equal(section(traveler, 'features')?.heading, 'Your trip, step by step');
});
