import { PAGE_TEMPLATES } from '@shared/content/brief.ts';
import { type PageDocument, type PageSection, pageDocumentSchema } from '@shared/content/page-document.ts';
import { describe, expect, it } from 'vitest';
import {
  addSection,
  canAddSection,
  insertionIndex,
  MAX_SECTIONS,
  moveItem,
  moveSection,
  removeSection,
  switchTemplate,
  updateSection,
} from './document-operations.ts';
import { editorReducer, initialEditorState, isDirty, selectedIndex } from './editor-state.ts';
import { newItems, newSection } from './new-section.ts';

const PALETTE = { primary: '#ffffff', secondary: '#1f2937', tertiary: '#2563eb', quaternary: '#e5e7eb' };

const doc = (): PageDocument => ({
  version: 1,
  template: 'avilon',
  seo: { title: 'Bike fitting days', description: 'Free fittings in June.' },
  sections: [newSection('hero', 'en'), newSection('features', 'en'), newSection('footer', 'en')],
});

const types = (document: PageDocument) => document.sections.map((section) => section.type);

describe('document operations', () => {
  it('adds a section where asked, leaving the others as they were', () => {
    const added = addSection(doc(), newSection('faq', 'en'), 1);
    expect(types(added)).toEqual(['hero', 'faq', 'features', 'footer']);
  });

  it('places a new section after the selected one, but never after the footer', () => {
    expect(insertionIndex(doc(), 0)).toBe(1);
    expect(insertionIndex(doc(), null)).toBe(2);
    expect(insertionIndex(doc(), 2)).toBe(2);
    const noFooter = { ...doc(), sections: doc().sections.slice(0, 2) };
    expect(insertionIndex(noFooter, null)).toBe(2);
  });

  it('allows one footer and one lead form, and at most 20 sections', () => {
    expect(canAddSection(doc(), 'footer')).toBe(false);
    expect(canAddSection(doc(), 'leadForm')).toBe(true);
    expect(canAddSection(doc(), 'hero')).toBe(true);
    const full = { ...doc(), sections: Array.from({ length: MAX_SECTIONS }, () => newSection('faq', 'en')) };
    expect(canAddSection(full, 'hero')).toBe(false);
  });

  it('removes a section but never the last one', () => {
    expect(types(removeSection(doc(), 1))).toEqual(['hero', 'footer']);
    const single = { ...doc(), sections: [newSection('hero', 'en')] };
    expect(removeSection(single, 0)).toBe(single);
  });

  it('moves sections up and down and ignores moves past either end', () => {
    expect(types(moveSection(doc(), 1, 0))).toEqual(['features', 'hero', 'footer']);
    expect(types(moveSection(doc(), 0, 1))).toEqual(['features', 'hero', 'footer']);
    expect(types(moveSection(doc(), 0, -1))).toEqual(['hero', 'features', 'footer']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('updates one section only', () => {
    const hero = { ...newSection('hero', 'en'), headline: 'Fit your bike to you' } as PageSection;
    const updated = updateSection(doc(), 0, hero);
    expect(updated.sections[0]).toMatchObject({ headline: 'Fit your bike to you' });
    expect(updated.sections[1]).toEqual(doc().sections[1]);
  });

  it('switches template keeping every section and the SEO texts', () => {
    const before = updateSection(doc(), 1, { ...newSection('faq', 'en'), heading: 'Mine' } as PageSection);
    for (const template of PAGE_TEMPLATES) {
      const after = switchTemplate(before, template);
      expect(after.template).toBe(template);
      expect(after.sections).toEqual(before.sections);
      expect(after.seo).toEqual(before.seo);
    }
  });
});

describe('new sections', () => {
  it('start valid, in the page language', () => {
    for (const locale of ['en', 'es'] as const) {
      const document: PageDocument = {
        ...doc(),
        sections: (['hero', 'features', 'testimonials', 'offer', 'faq', 'leadForm', 'footer'] as const).map(
          (type) => newSection(type, locale),
        ),
      };
      expect(pageDocumentSchema.safeParse(document).success).toBe(true);
    }
    expect(newSection('faq', 'es')).toMatchObject({ heading: 'Preguntas frecuentes' });
    expect(newSection('faq', 'en')).toMatchObject({ heading: 'Frequently asked questions' });
    expect(newItems('es').feature.title).toBe('Nuevo beneficio');
  });

  it('are fresh copies: editing one never changes the next', () => {
    const first = newSection('features', 'en');
    if (first.type === 'features') first.items[0] = { title: 'Changed', body: 'Changed' };
    const next = newSection('features', 'en');
    expect(next.type === 'features' && next.items[0]?.title).toBe('First benefit');
  });
});

describe('editor state', () => {
  const start = () => initialEditorState({ document: doc(), palette: PALETTE, mood: 'modern' });

  it('keeps each section key with its section through moves, and selects what it adds', () => {
    const state = start();
    const [heroKey, featuresKey] = state.keys;
    const moved = editorReducer(state, { type: 'move', from: 1, to: 0 });
    expect(moved.keys.slice(0, 2)).toEqual([featuresKey, heroKey]);

    const selected = editorReducer(moved, { type: 'select', key: heroKey as string });
    const added = editorReducer(selected, { type: 'add', section: newSection('faq', 'en') });
    expect(types(added.document)).toEqual(['features', 'hero', 'faq', 'footer']);
    expect(selectedIndex(added)).toBe(2);
  });

  it('undoes a removal, section and place', () => {
    const removed = editorReducer(start(), { type: 'remove', index: 1 });
    expect(types(removed.document)).toEqual(['hero', 'footer']);
    expect(removed.removed?.section.type).toBe('features');
    const restored = editorReducer(removed, { type: 'undoRemove' });
    expect(types(restored.document)).toEqual(['hero', 'features', 'footer']);
    expect(restored.keys).toEqual(start().keys.map((_, i) => restored.keys[i]));
    expect(restored.removed).toBeNull();
  });

  it('knows when there is something to save', () => {
    const state = start();
    expect(isDirty(state)).toBe(false);
    const changed = editorReducer(state, { type: 'template', template: 'bistro' });
    expect(isDirty(changed)).toBe(true);
    expect(isDirty(editorReducer(changed, { type: 'template', template: 'avilon' }))).toBe(false);
    const recolored = editorReducer(state, { type: 'palette', palette: { ...PALETTE, tertiary: '#ff0000' } });
    expect(isDirty(recolored)).toBe(true);
  });
});
