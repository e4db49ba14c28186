import assert from 'node:assert/strict';
import { LOCALES, MOODS } from '../../content/brief.ts';
import { emailContentSchema } from '../../content/email-content.ts';
import { readBrief } from '../brief-facts.ts';
import { briefSeed } from '../offline-provider.ts';
import { sampleBrief, sampleExpress } from '../test-briefs.ts';
import { emailReaderText } from '../testing/copy-text.ts';
import { inMood, qualityBrief } from '../testing/quality-corpus.ts';
import { composeEmail } from './compose-email.ts';

const allText = emailReaderText;

const SPANISH_WORDS = /\b(?:el|la|los|las|de|que|y|para|con|tu|te|en|una?)\b/gi;
const ENGLISH_WORDS = /\b(?:the|and|you|your|with|for|we|is|of|to)\b/gi;

function compose(locale: 'en' | 'es', mood: (typeof MOODS)[number]) {
  const brief = sampleBrief(locale, mood);
  return composeEmail(readBrief(brief), briefSeed(brief));
}

Deno.test('the email composer writes valid content for 13 moods in both languages', () => {
  for (const locale of LOCALES) {
    for (const mood of MOODS) {
      const email = compose(locale, mood);
      emailContentSchema.parse(email);
      const text = allText(email);
      assert.ok(!/[{}]/.test(text), `${mood}/${locale} left a placeholder: ${text}`);
      assert.ok(!/\bundefined\b|\bnull\b|NaN|lorem/i.test(text), `${mood}/${locale}: ${text}`);
      assert.ok(text.includes('Night Owl Cold Brew'), `${mood}/${locale} names the product`);
      const es = (text.match(SPANISH_WORDS) ?? []).length;
      const en = (text.match(ENGLISH_WORDS) ?? []).length;
      if (locale === 'es') {
        assert.ok(es > en * 2, `${mood}/es reads Spanish (${es} vs ${en}): ${text}`);
        assert.ok(/[áéíóúñ¿¡]/.test(text), `${mood}/es has accents`);
        // Every "?" or "!" that closes a Spanish sentence was opened.
        assert.equal((text.match(/¿/g) ?? []).length, (text.match(/\?/g) ?? []).length, `${mood}/es ¿?`);
        assert.equal((text.match(/¡/g) ?? []).length, (text.match(/!/g) ?? []).length, `${mood}/es ¡!`);
      } else {
        assert.ok(en > es, `${mood}/en reads English (${en} vs ${es}): ${text}`);
      }
    }
  }
});

Deno.test('each mood reads differently: subject and intro differ pairwise', () => {
  for (const locale of LOCALES) {
    const seen = new Map<string, string>();
    for (const mood of MOODS) {
      const email = compose(locale, mood);
      const key = `${email.subject}\n${email.intro}`;
      assert.ok(!seen.has(key), `${mood} reads like ${seen.get(key)} in ${locale}`);
      seen.set(key, mood);
    }
  }
});

Deno.test('the composer is deterministic and fast', () => {
  const brief = sampleBrief('en', 'modern');
  const first = composeEmail(readBrief(brief), briefSeed(brief));
  assert.deepEqual(composeEmail(readBrief(brief), briefSeed(brief)), first);
  const started = performance.now();
  for (let i = 0; i < 20; i++) composeEmail(readBrief(brief), briefSeed(brief));
  assert.ok((performance.now() - started) / 20 < 50, 'under 50 ms per email');
});

Deno.test('the marketer’s targets never reach the reader, and no discount is invented', () => {
  const email = compose('en', 'professional');
  const text = allText(email);
  assert.ok(!text.includes('30%'), 'the pre-order target is not an offer');
  assert.ok(!/increase pre-orders/i.test(text));
  // Objectives are the marketer's notes ("Highlight the 20-hour steeping"): they steer, never speak.
  assert.ok(!/20-hour steeping|roast levels/i.test(text), 'objectives are not quoted');
  assert.match(text, /steeped for 20 hours/, 'the description speaks for the product');
  assert.equal(email.legal, 'Must be 21+ to order online.');
});

Deno.test('intents shape the copy: a sale states the brief’s own discount and code', () => {
  const express = sampleExpress(
    'en',
    'Write a sale email for our handmade leather bags, aimed at busy professionals. 25% off until Sunday with code SPRING25.',
    'bold',
  );
  const facts = readBrief(express);
  assert.equal(facts.intent, 'sale');
  assert.equal(facts.product, 'handmade leather bags');
  assert.equal(facts.audience, 'busy professionals');
  assert.equal(facts.discount, '25%');
  assert.equal(facts.deadline, 'Sunday');
  const text = allText(composeEmail(facts, briefSeed(express)));
  assert.match(text, /25%/);
  assert.match(text, /SPRING25/);
  assert.ok(!/write a sale email/i.test(text), 'the instruction is not copy');
});

Deno.test('Spanish express prompts: product, audience, intent and date are read', () => {
  const express = sampleExpress(
    'es',
    'Crea una campaña para invitar a nuestro taller de cerámica "Manos al barro" dirigido a principiantes, el sábado 14 de marzo a las 10.',
    'soft',
  );
  const facts = readBrief(express);
  assert.equal(facts.intent, 'event');
  assert.equal(facts.product, 'Manos al barro');
  assert.equal(facts.audience, 'principiantes');
  assert.equal(facts.eventDate, 'sábado 14 de marzo a las 10');
  const email = composeEmail(facts, briefSeed(express));
  assert.match(allText(email), /sábado 14 de marzo/);
});

Deno.test('intents are detected in both languages', () => {
  const cases: Array<[string, string, string]> = [
    ['en', 'Join our free webinar on email marketing', 'event'],
    ['es', 'Inscríbete a nuestro webinar gratuito', 'event'],
    ['en', 'Our monthly newsletter with product news', 'newsletter'],
    ['es', 'Boletín mensual con las noticias del equipo', 'newsletter'],
    ['en', 'Win back inactive customers who have not ordered in a while', 'reengagement'],
    ['es', 'Recuperar clientes inactivos', 'reengagement'],
    ['en', 'Welcome email for new customers', 'onboarding'],
    ['es', 'Correo de bienvenida para nuevos clientes', 'onboarding'],
    ['en', 'Get more demo requests for our CRM', 'leadGeneration'],
    ['es', 'Conseguir más solicitudes de cotización para nuestro despacho', 'leadGeneration'],
    ['es', 'Gran rebaja de verano: 40% de descuento', 'sale'],
  ];
  for (const [locale, prompt, intent] of cases) {
    assert.equal(readBrief(sampleExpress(locale as 'en', prompt)).intent, intent, prompt);
  }
});

Deno.test('express prompts: the opening words name the kind, people at the end are the audience', () => {
  const newsletter = readBrief(
    sampleExpress(
      'en',
      'Monthly newsletter for our yoga studio members: new evening classes and a meditation workshop',
    ),
  );
  assert.deepEqual(
    [newsletter.intent, newsletter.product, newsletter.audience],
    ['newsletter', 'yoga studio', 'members'],
  );
  const winBack = readBrief(
    sampleExpress(
      'es',
      'Queremos recuperar a los clientes inactivos de nuestra tienda de bicicletas con un 15% de descuento hasta el viernes',
    ),
  );
  assert.deepEqual(
    [winBack.intent, winBack.product, winBack.audience, winBack.discount, winBack.deadline],
    ['reengagement', 'tienda de bicicletas', 'clientes inactivos', '15%', 'el viernes'],
  );
  const trial = readBrief(
    sampleExpress('en', 'Promote our AI bookkeeping app for small business owners, free trial'),
  );
  assert.equal(trial.intent, 'leadGeneration', '"promote" is not a promo');
  const email = composeEmail(trial, briefSeed(sampleExpress('en', 'x')));
  assert.ok(!/promote our/i.test(allText(email)), 'the instruction is not copy');
});

Deno.test('an invitation says when in its body in every mood, not only in the inbox lines', () => {
  for (const id of ['law.en', 'law.es']) {
    const { brief } = qualityBrief(id);
    const when = id.endsWith('.en') ? 'June 14' : '14 de junio';
    for (const mood of MOODS) {
      const moodBrief = inMood(brief, mood);
      const email = composeEmail(readBrief(moodBrief), briefSeed(moodBrief));
      const body = [email.headline, email.intro, ...email.sections.map((s) => s.body)].join('\n');
      assert.ok(body.includes(when), `${id} ${mood}: ${body}`);
    }
  }
});

Deno.test('a Spanish discount keeps its number and its percent sign on one line', () => {
  const { brief } = qualityBrief('bakery.es');
  const email = composeEmail(readBrief(brief), briefSeed(brief));
  assert.match(email.headline, /15\u00a0% de descuento/);
});
