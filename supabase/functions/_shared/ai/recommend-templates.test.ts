import assert from 'node:assert/strict';
import { PAGE_TEMPLATES } from '../content/brief.ts';
import { readBrief } from './brief-facts.ts';
import { recommendTemplatesOffline } from './recommend-templates.ts';
import { sampleBrief } from './test-briefs.ts';

function rank(
  locale: 'en' | 'es',
  industry: string,
  description: string,
  mood: 'modern' | 'professional' | 'elegant' = 'modern',
) {
  return recommendTemplatesOffline(
    readBrief(sampleBrief(locale, mood, { industry, description, productName: 'Acme', name: 'Campaign' })),
  );
}

Deno.test('all 13 templates are ranked once, best first, each with a reason', () => {
  const ranking = rank('en', 'Restaurant', 'Tacos and burgers delivered');
  assert.deepEqual([...ranking.map((r) => r.template)].sort(), [...PAGE_TEMPLATES].sort());
  for (let i = 1; i < ranking.length; i++) assert.ok(ranking[i - 1].score >= ranking[i].score);
  assert.ok(ranking.every((r) => r.reason.length > 10 && r.score >= 0 && r.score <= 1));
});

Deno.test('industry keywords pick the fitting templates, in English and Spanish', () => {
  const top = (
    locale: 'en' | 'es',
    industry: string,
    description: string,
    mood?: 'professional' | 'elegant',
  ) =>
    rank(locale, industry, description, mood)
      .slice(0, 2)
      .map((r) => r.template);
  assert.ok(top('en', 'Restaurant', 'Tacos and burgers delivered').includes('tasty'));
  assert.ok(top('es', 'Restaurante', 'Cocina mexicana', 'elegant').includes('bistro'));
  assert.equal(top('en', 'Fintech', 'A bank account for freelancers', 'professional')[0], 'finance');
  assert.equal(top('es', 'Turismo', 'Viajes a la Riviera Maya')[0], 'traveler');
  assert.ok(
    top('en', 'Software', 'An AI assistant that automates reports').some(
      (t) => t === 'pixaai' || t === 'solid',
    ),
  );
  assert.equal(top('es', 'Bienes raíces', 'Departamentos en preventa', 'professional')[0], 'brick');
  assert.ok(
    top('en', 'Beauty', 'Organic skincare for sensitive skin', 'elegant').some(
      (t) => t === 'lucy' || t === 'venus',
    ),
  );
  assert.equal(top('en', 'Mobile app', 'Download our iOS and Android app')[0], 'mobapp');
  assert.equal(top('en', 'Events', 'A full moon astrology night party')[0], 'celestial');
  assert.equal(top('es', 'Servicios para el hogar', 'Limpieza y reparaciones en casa')[0], 'balay');
  assert.equal(
    top('en', 'Marketing agency', 'Corporate consulting for B2B firms', 'professional')[0],
    'avilon',
  );
});

Deno.test('reasons are written in the brief’s language and cite what matched', () => {
  const [es] = rank('es', 'Restaurante', 'Cocina mexicana');
  assert.match(es.reason, /tu brief menciona «Restaurante»/);
  const [en] = rank('en', 'Fintech', 'Banking for freelancers', 'professional');
  assert.match(en.reason, /your brief mentions “Fintech”/);
});

Deno.test('"aimed at" is not AI: short keywords match whole words only', () => {
  const ranking = rank('en', '', 'A campaign aimed at happy families');
  assert.ok(!ranking[0].reason.includes('“aimed'), ranking[0].reason);
});
