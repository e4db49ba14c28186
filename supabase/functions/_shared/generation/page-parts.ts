/**
 * One part of a landing page regenerated alone: a fresh document is written from the brief, and its
 * section of the same type (by position among that type's sections, else the first) replaces the
 * one at the index; the SEO part replaces the title and description. The rest stays as it was.
 */

import type { PageDocument, PageSection } from '../content/page-document.ts';
import { storedPageShape } from './content-shapes.ts';
import { invalidRequest, sectionNotGenerated } from './errors.ts';
import type { PagePart } from './requests.ts';

export interface PageRegeneration {
  part: PagePart;
  current: PageDocument;
}

export function pageRegeneration(content: unknown, part: PagePart): PageRegeneration {
  const parsed = storedPageShape.safeParse(content);
  if (!parsed.success) {
    throw invalidRequest([
      {
        path: 'section',
        message: 'the page has no generated document to regenerate a part of: regenerate everything',
      },
    ]);
  }
  const count = parsed.data.sections.length;
  if (part !== 'seo' && part >= count) {
    throw invalidRequest([
      { path: 'section', message: `the page has ${count} sections: 0 to ${count - 1}, or 'seo'` },
    ]);
  }
  return { part, current: parsed.data };
}

export function pagePartName(document: PageDocument, part: PagePart): string {
  return part === 'seo' ? 'SEO title and description' : `${document.sections[part].type} section`;
}

/** The part's words (without its type), for the model and to tell whether anything changed. */
export function pagePartText(document: PageDocument, part: PagePart): string {
  if (part === 'seo') return `${document.seo.title}\n${document.seo.description}`;
  const { type: _type, ...words } = document.sections[part];
  return JSON.stringify(words);
}

/** What the user chose and a writer does not write: uploaded images, links, the form's fields. */
function keepUserChoices(current: PageSection, fresh: PageSection): PageSection {
  if (current.type === 'hero' && fresh.type === 'hero') {
    return { ...fresh, imageUrl: current.imageUrl || fresh.imageUrl, ctaUrl: current.ctaUrl || fresh.ctaUrl };
  }
  if (current.type === 'leadForm' && fresh.type === 'leadForm')
    return { ...fresh, fields: current.fields, optionalFields: current.optionalFields };
  return fresh;
}

export function replacePagePart(current: PageDocument, fresh: PageDocument, part: PagePart): PageDocument {
  if (part === 'seo') return { ...current, seo: fresh.seo };
  const replaced = current.sections[part];
  const position = current.sections.slice(0, part).filter((s) => s.type === replaced.type).length;
  const sameType = fresh.sections.filter((s) => s.type === replaced.type);
  const section = sameType[position] ?? sameType[0];
  if (!section) {
    throw sectionNotGenerated(
      'section',
      `the fresh document has no ${replaced.type} section to take its place`,
    );
  }
  return {
    ...current,
    sections: current.sections.map((s, i) => (i === part ? keepUserChoices(replaced, section) : s)),
  };
}
