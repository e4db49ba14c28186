import assert from 'node:assert/strict';
import type { PageDocument } from '../content/page-document.ts';
import { readBrief } from './brief-facts.ts';
import { composePage } from './composer/compose-page.ts';
import { checkPageDocument } from './output-checks.ts';
import { sampleBrief } from './test-briefs.ts';

const brief = {
  ...sampleBrief('en', 'modern'),
  description:
    'A smooth cold brew steeped for 20 hours. Plans: Single bottle $6, Weekly box $30. Our barista Ana says “It is the smoothest coffee we have ever bottled”. Order at https://nightowl.example/shop.',
};
const offline = composePage(readBrief(brief), 'solid', 'seed');
const PAGE_URL = 'https://app.example/pages/night-owl';

const page = (sections: PageDocument['sections']): PageDocument => ({
  version: 1,
  template: 'solid',
  seo: {
    title: 'Night Owl Cold Brew',
    description: 'Cold brew steeped for 20 hours, bottled fresh in Austin.',
  },
  sections,
});

const check = (document: PageDocument) =>
  checkPageDocument(document, offline, { brief, campaignUrl: PAGE_URL });

Deno.test('a page keeps the brief’s quote and drops an invented one; a list left empty loses its section', () => {
  const { value, flagged } = check(
    page([
      {
        type: 'hero',
        eyebrow: '',
        headline: 'Cold brew, slowly',
        subheadline: '',
        ctaLabel: 'Order',
        ctaUrl: '',
        imageUrl: '',
      },
      {
        type: 'testimonials',
        heading: 'What people say',
        items: [
          { quote: 'It is the smoothest coffee we have ever bottled', author: 'Ana', role: 'Barista' },
          { quote: 'Changed my mornings forever!', author: 'John D.', role: 'Customer' },
        ],
      },
      {
        type: 'testimonials',
        heading: 'More love',
        items: [{ quote: 'Five stars, would buy again', author: 'Kim', role: '' }],
      },
      { type: 'footer', legal: 'All rights reserved.' },
    ]),
  );
  const testimonials = value.sections.filter((s) => s.type === 'testimonials');
  assert.equal(testimonials.length, 1);
  assert.deepEqual(testimonials[0].type === 'testimonials' && testimonials[0].items.map((i) => i.author), [
    'Ana',
  ]);
  assert.equal(flagged.filter((f) => f.check === 'invented_testimonial').length, 2);
  const footer = value.sections.find((s) => s.type === 'footer');
  assert.equal(footer?.type === 'footer' && footer.legal, 'Must be 21+ to order online.');
});

Deno.test('links: the brief’s own URL stays; others leave the button to the form and the copy to the page', () => {
  const { value } = check(
    page([
      {
        type: 'hero',
        eyebrow: '',
        headline: 'Cold brew, slowly',
        subheadline:
          'Order at https://nightowl.example/shop today. Or visit www.rival-coffee.example for more.',
        ctaLabel: 'Order',
        ctaUrl: 'https://rival-coffee.example/buy',
        imageUrl: '',
      },
    ]),
  );
  const hero = value.sections[0];
  assert.ok(hero.type === 'hero');
  assert.equal(hero.ctaUrl, '');
  assert.equal(
    hero.subheadline,
    `Order at https://nightowl.example/shop today. Or visit ${PAGE_URL} for more.`,
  );
  assert.ok(
    value.sections.some((s) => s.type === 'footer'),
    'the brief’s legal text gets a footer',
  );
});

Deno.test('numbers: the brief’s prices stay, invented ones go; a headline left empty takes the offline one', () => {
  const { value, flagged } = check(
    page([
      {
        type: 'hero',
        eyebrow: '',
        headline: 'Rated 4.9 by 2,000 drinkers',
        subheadline: '',
        ctaLabel: 'Order',
        ctaUrl: '',
        imageUrl: '',
      },
      {
        type: 'offer',
        heading: 'Pick your plan',
        body: 'Steeped for 20 hours. Save 25% this week.',
        plans: [
          { name: 'Single bottle', price: '$6', features: ['One 16 oz bottle'], highlighted: false },
          {
            name: 'Weekly box',
            price: '$30.00',
            features: ['Seven bottles', 'Free delivery'],
            highlighted: true,
          },
        ],
        ctaLabel: 'Order',
      },
    ]),
  );
  const [hero, offer] = value.sections;
  const offlineHero = offline.sections.find((s) => s.type === 'hero');
  assert.equal(hero.type === 'hero' && hero.headline, offlineHero?.type === 'hero' && offlineHero.headline);
  assert.ok(offer.type === 'offer');
  assert.equal(offer.body, 'Steeped for 20 hours.');
  assert.deepEqual(
    offer.plans.map((p) => p.price),
    ['$6', '$30.00'],
  );
  assert.deepEqual(offer.plans[0].features, [], 'an invented size is not a feature');
  assert.ok(flagged.some((f) => f.check === 'unsupported_number' && f.text.includes('25%')));
});

Deno.test('an express prompt without legal text keeps a legal line only when it is the prompt’s own', () => {
  const express = {
    ...sampleBrief('en', 'modern'),
    prompt: 'Cold brew launch, 10% off with code OWL10. Offer ends May 31.',
  };
  const {
    productName: _p,
    description: _d,
    goals: _g,
    objectives: _o,
    targetAudience: _t,
    branding: _b,
    legal: _l,
    industry: _i,
    ...rest
  } = express;
  const expressBrief = { ...rest, prompt: express.prompt };
  const footer = (legal: string) => page([{ type: 'footer', legal }]);
  const kept = checkPageDocument(footer('Offer ends May 31.'), offline, {
    brief: expressBrief,
  });
  assert.deepEqual(kept.value.sections, [{ type: 'footer', legal: 'Offer ends May 31.' }]);
  const invented = checkPageDocument(footer('Terms apply. Void where prohibited.'), offline, {
    brief: expressBrief,
  });
  assert.deepEqual(invented.value.sections, [{ type: 'footer', legal: '' }]);
});
