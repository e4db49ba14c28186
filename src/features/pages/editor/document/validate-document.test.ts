import { i18n } from '@lingui/core';
import type { PageDocument } from '@shared/content/page-document.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { newSection } from './new-section.ts';
import { type DocumentIssue, issuesByPath, validateDocument } from './validate-document.ts';

const valid = (): PageDocument => ({
  version: 1,
  template: 'bistro',
  seo: { title: 'Bike fitting days', description: 'Free fittings in June.' },
  sections: [newSection('hero', 'en'), newSection('features', 'en'), newSection('leadForm', 'en')],
});

const text = (issue: DocumentIssue | undefined) =>
  issue && i18n._({ ...issue.message, values: issue.values });

describe('validateDocument', () => {
  beforeAll(() => activateLocale('en'));

  it('accepts a complete document', () => {
    expect(validateDocument(valid())).toEqual([]);
  });

  it('names the section and field of an empty heading', () => {
    const document = valid();
    document.sections[0] = {
      ...newSection('hero', 'en'),
      headline: '   ',
    } as PageDocument['sections'][number];
    const issues = validateDocument(document);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: ['sections', 0, 'headline'], sectionIndex: 0 });
    expect(text(issues[0])).toBe('Fill in this field.');
  });

  it('says how long a text may be, and how many items a list needs', () => {
    const document = valid();
    document.seo.title = 'x'.repeat(71);
    const features = newSection('features', 'en');
    if (features.type === 'features') features.items = features.items.slice(0, 1);
    document.sections[1] = features;
    const byPath = issuesByPath(validateDocument(document));
    expect(text(byPath.get('seo.title'))).toBe('Use at most 70 characters.');
    expect(byPath.get('seo.title')?.sectionIndex).toBeNull();
    expect(text(byPath.get('sections.1.items'))).toBe('Keep at least 2 in this list.');
  });

  it('asks for at least one form field and a followable link', () => {
    const document = valid();
    const form = newSection('leadForm', 'en');
    if (form.type === 'leadForm') form.fields = [];
    document.sections[2] = form;
    document.sections[0] = {
      ...newSection('hero', 'en'),
      ctaUrl: 'javascript:alert(1)',
    } as PageDocument['sections'][number];
    const byPath = issuesByPath(validateDocument(document));
    expect(text(byPath.get('sections.2.fields'))).toBe('Choose at least one field for the form.');
    expect(text(byPath.get('sections.0.ctaUrl'))).toMatch(/^Enter a web address starting with https:\/\//);
    for (const link of [
      'https://example.com/book',
      '#lead-form',
      'mailto:hi@example.com',
      'tel:+1 555 0100',
    ]) {
      document.sections[0] = {
        ...newSection('hero', 'en'),
        ctaUrl: link,
      } as PageDocument['sections'][number];
      expect(issuesByPath(validateDocument(document)).has('sections.0.ctaUrl')).toBe(false);
    }
  });

  it('speaks Spanish when the user does', async () => {
    await activateLocale('es');
    const document = valid();
    document.seo.description = '';
    const [issue] = validateDocument(document);
    expect(text(issue)).not.toBe('Fill in this field.');
    await activateLocale('en');
  });
});
