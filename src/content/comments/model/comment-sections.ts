import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageSection } from '@shared/content/page-document.ts';
import { storedEmailShape, storedPageShape } from '@shared/generation/content-shapes.ts';
import { SECTION_TYPE_LABELS } from '@/content/generation/model/section-type-labels.ts';

/**
 * The parts of an email or page a comment can be pinned to, in reading order. The key is what
 * campaign_comments.section stores (`^[a-z][a-z0-9-]{0,39}$`); the label names the part and the
 * detail quotes its own words, so a reader finds it in the preview.
 */
export type CommentSection = { key: string; label: MessageDescriptor; detail?: string };

const headingOf = (section: PageSection) =>
  section.type === 'hero' ? section.headline : section.type === 'footer' ? undefined : section.heading;

const kebab = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function commentSections(kind: 'email' | 'page', content: unknown): CommentSection[] {
  if (kind === 'email') {
    const email = storedEmailShape.safeParse(content);
    if (!email.success) return [];
    return [
      { key: 'subject', label: msg`Subject and preheader` },
      { key: 'hero', label: msg`Headline and introduction`, detail: email.data.headline },
      ...email.data.sections.map((section, index): CommentSection => {
        const position = index + 1;
        return { key: `section-${position}`, label: msg`Section ${position}`, detail: section.heading };
      }),
      { key: 'button', label: msg`Call to action`, detail: email.data.callToAction.label },
      { key: 'closing', label: msg`Closing` },
      { key: 'footer', label: msg`Footer` },
    ];
  }
  const page = storedPageShape.safeParse(content);
  if (!page.success) return [];
  return page.data.sections.map(
    (section, index): CommentSection => ({
      key: `${kebab(section.type)}-${index + 1}`,
      label: SECTION_TYPE_LABELS[section.type],
      detail: headingOf(section),
    }),
  );
}

/** The section a stored key names, if the content still has it (a later edit may have removed it). */
export const sectionOf = (sections: CommentSection[], key: string | null) =>
  key === null ? undefined : sections.find((section) => section.key === key);
