import { describe, expect, test } from 'vitest';
import { commentSections } from './comment-sections.ts';

const email = {
  subject: 'Spring tune-up',
  preheader: 'Book this week',
  headline: 'Your bike, ready for spring',
  intro: 'Hello',
  sections: [
    { heading: 'What we check', body: 'Brakes' },
    { heading: 'Why now', body: 'Queues' },
  ],
  callToAction: { label: 'Book a slot', url: '' },
  closing: 'See you',
  legal: '',
};

describe('commentSections', () => {
  test("an email's parts, keyed as campaign_comments.section stores them", () => {
    const keys = commentSections('email', email).map((section) => [section.key, section.detail]);
    expect(keys).toEqual([
      ['subject', undefined],
      ['hero', 'Your bike, ready for spring'],
      ['section-1', 'What we check'],
      ['section-2', 'Why now'],
      ['button', 'Book a slot'],
      ['closing', undefined],
      ['footer', undefined],
    ]);
    for (const [key] of keys) expect(key).toMatch(/^[a-z][a-z0-9-]{0,39}$/);
  });

  test('nothing to pin to before anything was generated', () => {
    expect(commentSections('email', null)).toEqual([]);
    expect(commentSections('page', { sections: 'no' })).toEqual([]);
  });
});
