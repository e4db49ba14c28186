import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type PageDocument, pageDocumentSchema } from '@shared/content/page-document.ts';
import type { z } from 'zod';
import { fieldMessages } from '@/lib/forms/field-messages.ts';

/** One problem of the document: where it is and what to say about it. */
export type DocumentIssue = {
  /** Path in the document, e.g. ['sections', 1, 'items', 0, 'title']. */
  path: (string | number)[];
  /** The section it is in, or null for page-level fields (SEO, the section count). */
  sectionIndex: number | null;
  message: MessageDescriptor;
  values?: Record<string, unknown>;
};

export const documentMessages = {
  required: fieldMessages.required,
  tooLong: fieldMessages.tooLong,
  tooFewItems: msg`Keep at least {minimum} in this list.`,
  tooManyItems: msg`This list holds at most {maximum}.`,
  noFormField: msg`Choose at least one field for the form.`,
  sectionCount: msg`A page has from 1 to 20 sections.`,
  link: msg`Enter a web address starting with https://, or leave it empty to scroll to the form.`,
  invalid: msg`This value is not valid.`,
} satisfies Record<string, MessageDescriptor>;

// Where a button may lead: the web, an anchor on the page, an email or a phone call.
const LINK = /^(https?:\/\/[^\s]+|#[\w-]*|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i;

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

function issueOf(issue: z.core.$ZodIssue): Omit<DocumentIssue, 'path' | 'sectionIndex'> {
  const last = issue.path[issue.path.length - 1];
  if (issue.code === 'too_small') {
    if (issue.origin === 'string') return { message: documentMessages.required };
    if (issue.origin === 'array') {
      if (last === 'fields') return { message: documentMessages.noFormField };
      if (issue.path.length === 1) return { message: documentMessages.sectionCount };
      return { message: documentMessages.tooFewItems, values: { minimum: Number(issue.minimum) } };
    }
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'string')
      return { message: documentMessages.tooLong, values: { maximum: Number(issue.maximum) } };
    if (issue.origin === 'array') {
      if (issue.path.length === 1) return { message: documentMessages.sectionCount };
      return { message: documentMessages.tooManyItems, values: { maximum: Number(issue.maximum) } };
    }
  }
  return { message: documentMessages.invalid };
}

/**
 * Every problem that would stop the document from saving: pageDocumentSchema's (what the public
 * page and the generators rely on), plus the editor's own check that a button's link goes
 * somewhere a browser can follow.
 */
export function validateDocument(document: PageDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const parsed = pageDocumentSchema.safeParse(document);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part));
      const sectionIndex = path[0] === 'sections' && typeof path[1] === 'number' ? path[1] : null;
      issues.push({ path, sectionIndex, ...issueOf(issue) });
    }
  }
  document.sections.forEach((section, index) => {
    if (section.type === 'hero' && section.ctaUrl.trim() && !LINK.test(section.ctaUrl.trim())) {
      issues.push({
        path: ['sections', index, 'ctaUrl'],
        sectionIndex: index,
        message: documentMessages.link,
      });
    }
  });
  return issues;
}

/** The first issue of each field, by its dotted path ('sections.1.items.0.title'). */
export function issuesByPath(issues: DocumentIssue[]): Map<string, DocumentIssue> {
  const byPath = new Map<string, DocumentIssue>();
  for (const issue of issues) {
    const key = pathKey(issue.path);
    if (!byPath.has(key)) byPath.set(key, issue);
  }
  return byPath;
}

export const fieldPath = (...parts: (string | number)[]) => pathKey(parts);
