import { useLingui } from '@lingui/react';
import type { PageSection } from '@shared/content/page-document.ts';
import { useCallback } from 'react';
import { SECTION_TYPE_LABELS } from '@/content/generation/model/section-type-labels.ts';
import { FIELD_LABELS, ITEM_LABELS, SECTION_AT } from '../document/section-labels.ts';
import type { DocumentIssue } from '../document/validate-document.ts';

/** A problem's message in the reader's language. */
export function useIssueMessage() {
  const { i18n } = useLingui();
  return useCallback(
    (issue: DocumentIssue | undefined) =>
      issue ? i18n._({ ...issue.message, values: issue.values }) : undefined,
    [i18n],
  );
}

/**
 * Where a problem is, in words: "Features (section 2) · Item 1 · Title", or "Page title" for
 * the page's own fields.
 */
export function useIssueLocation(sections: readonly PageSection[]) {
  const { i18n } = useLingui();
  return useCallback(
    (issue: DocumentIssue) => {
      const parts: string[] = [];
      const { path } = issue;
      if (path[0] === 'seo') {
        parts.push(i18n._(path[1] === 'title' ? FIELD_LABELS.seoTitle : FIELD_LABELS.seoDescription));
        return parts.join(' · ');
      }
      if (issue.sectionIndex === null) return i18n._(FIELD_LABELS.sections);
      const section = sections[issue.sectionIndex];
      const position = issue.sectionIndex + 1;
      const type = section ? i18n._(SECTION_TYPE_LABELS[section.type]) : '';
      parts.push(i18n._({ ...SECTION_AT, values: { type, position } }));
      for (let i = 2; i < path.length; i++) {
        const part = path[i];
        const next = path[i + 1];
        if (typeof part === 'string' && typeof next === 'number' && part in ITEM_LABELS) {
          parts.push(
            i18n._({ ...ITEM_LABELS[part as keyof typeof ITEM_LABELS], values: { position: next + 1 } }),
          );
          i++;
        } else if (typeof part === 'string' && part in FIELD_LABELS) {
          parts.push(i18n._(FIELD_LABELS[part as keyof typeof FIELD_LABELS]));
        }
      }
      return parts.join(' · ');
    },
    [i18n, sections],
  );
}
