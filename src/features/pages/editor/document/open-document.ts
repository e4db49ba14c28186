import { type Locale, PAGE_TEMPLATES, type PageTemplate } from '@shared/content/brief.ts';
import { type PageDocument, type PageSection, pageDocumentSchema } from '@shared/content/page-document.ts';
import { newSection } from './new-section.ts';
import { SECTION_TYPES } from './section-labels.ts';

const LEAD_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `stored` in the shape of `shape`: a missing or mistyped text becomes empty (so the form asks
 * for it), a list keeps its items each shaped like the starter's first one, a flag its default.
 */
function conform(shape: unknown, stored: unknown): unknown {
  if (typeof shape === 'string') return typeof stored === 'string' ? stored : '';
  if (typeof shape === 'boolean') return typeof stored === 'boolean' ? stored : shape;
  if (Array.isArray(shape)) {
    if (!Array.isArray(stored)) return [];
    const [itemShape = ''] = shape;
    return stored.map((item) => conform(itemShape, item));
  }
  if (isRecord(shape)) {
    const source = isRecord(stored) ? stored : {};
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, conform(value, source[key])]),
    );
  }
  return shape;
}

function openSection(stored: Record<string, unknown>, locale: Locale): PageSection | null {
  const type = SECTION_TYPES.find((known) => known === stored.type);
  if (!type) return null;
  const section = { ...(conform(newSection(type, locale), stored) as PageSection), type } as PageSection;
  if (section.type === 'leadForm') {
    const fields = Array.isArray(stored.fields) ? stored.fields : [];
    section.fields = LEAD_FIELDS.filter((field) => fields.includes(field));
    const optional = Array.isArray(stored.optionalFields) ? stored.optionalFields : [];
    section.optionalFields = LEAD_FIELDS.filter((field) => optional.includes(field));
  }
  return section;
}

/**
 * The saved content as a document the editor can open. A document that passes the schema opens
 * as it is; one that does not quite (a list one item short, a text too long — say from an older
 * generator) still opens, in the schema's shape, so the editor can show what to fix instead of
 * refusing the page. Null when there is no page document at all.
 */
export function openDocument(content: unknown, locale: Locale): PageDocument | null {
  const strict = pageDocumentSchema.safeParse(content);
  if (strict.success) return strict.data;
  if (!isRecord(content) || !Array.isArray(content.sections)) return null;
  const template = PAGE_TEMPLATES.find((known) => known === content.template) as PageTemplate | undefined;
  if (!template) return null;
  const sections = content.sections.flatMap((section) => {
    const opened = isRecord(section) ? openSection(section, locale) : null;
    return opened ? [opened] : [];
  });
  if (sections.length === 0) return null;
  const seo = isRecord(content.seo) ? content.seo : {};
  return {
    version: 1,
    template,
    seo: {
      title: typeof seo.title === 'string' ? seo.title : '',
      description: typeof seo.description === 'string' ? seo.description : '',
    },
    sections,
  };
}
