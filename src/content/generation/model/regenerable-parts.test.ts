import { describe, expect, it } from 'vitest';
import { regenerableParts } from './regenerable-parts.ts';

const email = {
  subject: 'Spring tune-ups',
  preheader: 'Book before April 14',
  headline: 'Ride into spring',
  intro: 'Hi there!',
  sections: [
    { heading: 'What we check', body: 'Brakes and gears.' },
    { heading: 'Your offer', body: '20% off.' },
  ],
  callToAction: { label: 'Book now', url: '' },
  closing: 'See you soon',
  legal: '',
};

describe('regenerableParts', () => {
  it("an email's parts in reading order, sections by their heading", () => {
    const parts = regenerableParts('email', email);
    expect(parts.map((p) => [p.section, p.detail])).toEqual([
      ['subject', undefined],
      ['intro', 'Ride into spring'],
      ['section:0', 'What we check'],
      ['section:1', 'Your offer'],
      ['callToAction', 'Book now'],
      ['closing', undefined],
    ]);
  });

  it("a page's sections by index, then its SEO, even when a section is outside the strict schema", () => {
    const page = {
      version: 1,
      template: 'solid',
      seo: { title: 'Tune-ups | Bluebird', description: 'Book one.' },
      sections: [
        { type: 'hero', headline: 'Ride into spring', ctaLabel: 'Book' },
        { type: 'features', heading: 'Why us', items: [{ title: 'Fast', body: 'Same day.' }] },
        { type: 'footer', legal: 'Offer valid in April.' },
      ],
    };
    expect(regenerableParts('page', page).map((p) => [p.section, p.label.id, p.detail])).toEqual([
      [0, 'pages.sections.hero', 'Ride into spring'],
      [1, 'pages.sections.features', 'Why us'],
      [2, 'pages.sections.footer', undefined],
      ['seo', expect.any(String), 'Tune-ups | Bluebird'],
    ]);
  });

  it('nothing generated yet, or content of another kind: no parts, only Everything', () => {
    expect(regenerableParts('email', null)).toEqual([]);
    expect(regenerableParts('page', email)).toEqual([]);
    expect(regenerableParts('email', { sections: [] })).toEqual([]);
  });
});
