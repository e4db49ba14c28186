import { describe, expect, it } from 'vitest';
import { newSection } from './new-section.ts';
import { openDocument } from './open-document.ts';
import { issuesByPath, validateDocument } from './validate-document.ts';

const VALID = {
  version: 1,
  template: 'solid',
  seo: { title: 'Tune-ups', description: 'Spring tune-ups.' },
  sections: [newSection('hero', 'en'), newSection('footer', 'en')],
};

describe('openDocument', () => {
  it('opens a valid document as it is', () => {
    expect(openDocument(VALID, 'en')).toEqual(VALID);
  });

  it('opens a document a list item short, in shape, so the editor can say what to fix', () => {
    const features = { type: 'features', heading: 'Why us', items: [{ title: 'Fast', body: 'Same day.' }] };
    const form = { type: 'leadForm', heading: 'Book', submitLabel: 'Send', fields: ['email', 'fax'] };
    const opened = openDocument({ ...VALID, sections: [features, form, { type: 'carousel' }] }, 'en');
    expect(opened?.sections).toEqual([
      { type: 'features', heading: 'Why us', intro: '', items: [{ title: 'Fast', body: 'Same day.' }] },
      {
        type: 'leadForm',
        heading: 'Book',
        body: '',
        submitLabel: 'Send',
        successMessage: '',
        fields: ['email'],
        optionalFields: [],
      },
    ]);
    const problems = issuesByPath(validateDocument(opened as NonNullable<typeof opened>));
    expect([...problems.keys()].sort()).toEqual(['sections.0.items', 'sections.1.successMessage']);
  });

  it('refuses what is no page document', () => {
    expect(openDocument(null, 'en')).toBeNull();
    expect(openDocument({}, 'en')).toBeNull();
    expect(openDocument({ ...VALID, template: 'unknown' }, 'en')).toBeNull();
    expect(openDocument({ ...VALID, sections: [{ type: 'carousel' }] }, 'en')).toBeNull();
  });
});
