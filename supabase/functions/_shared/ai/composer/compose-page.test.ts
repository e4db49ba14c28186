import assert from 'node:assert/strict';
import { LOCALES, MOODS, PAGE_TEMPLATES } from '../../content/brief.ts';
import { type PageDocument, pageDocumentSchema } from '../../content/page-document.ts';
import { readBrief } from '../brief-facts.ts';
import { briefSeed } from '../offline-provider.ts';
import { sampleBrief, sampleExpress } from '../test-briefs.ts';
import { composePage } from './compose-page.ts';

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
      assert.deepEqual(
        doc.sections.map((s) => s.type),
        ['hero', 'features', 'offer', 'faq', 'leadForm', 'footer'],
      );
      assert.ok(doc.seo.title.length <= 70 && doc.seo.description.length <= 170);
      const text = JSON.stringify(doc);
      assert.ok(!/\{\w+\}|undefined|lorem/i.test(text.replace(/"[a-zA-Z]+":/g, '')), text);
      assert.deepEqual(section(doc, 'leadForm')?.fields, ['firstName', 'lastName', 'email', 'phone']);
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
