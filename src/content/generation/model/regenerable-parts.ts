import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageSection } from '@shared/content/page-document.ts';
import { storedEmailShape, storedPageShape } from '@shared/generation/content-shapes.ts';
import type { EmailPart, PagePart } from '@shared/generation/requests.ts';
import { SECTION_TYPE_LABELS } from '@/content/generation/model/section-type-labels.ts';
import type { CampaignKind } from '../api/generate.ts';

/** One entry of the Regenerate menu: what it asks the function for and how it is named. */
export type RegenerablePart = {
  section: EmailPart | PagePart;
  label: MessageDescriptor;
  /** The part's own words (a section's heading), shown after the label. */
  detail?: string;
};

const headingOf = (section: PageSection) =>
  section.type === 'hero' ? section.headline : section.type === 'footer' ? undefined : section.heading;

/**
 * The parts of the current content that can be regenerated alone, in reading order; none when
 * nothing valid has been generated yet (then only Everything makes sense).
 */
export function regenerableParts(kind: CampaignKind, content: unknown): RegenerablePart[] {
  if (kind === 'email') {
    const email = storedEmailShape.safeParse(content);
    if (!email.success) return [];
    return [
      { section: 'subject', label: msg`Subject and preheader` },
      { section: 'intro', label: msg`Headline and introduction`, detail: email.data.headline },
      ...email.data.sections.map((section, index): RegenerablePart => {
        const position = index + 1;
        return { section: `section:${index}`, label: msg`Section ${position}`, detail: section.heading };
      }),
      { section: 'callToAction', label: msg`Call to action`, detail: email.data.callToAction.label },
      { section: 'closing', label: msg`Closing` },
    ];
  }
  const page = storedPageShape.safeParse(content);
  if (!page.success) return [];
  return [
    ...page.data.sections.map(
      (section, index): RegenerablePart => ({
        section: index,
        label: SECTION_TYPE_LABELS[section.type],
        detail: headingOf(section),
      }),
    ),
    { section: 'seo', label: msg`SEO title and description`, detail: page.data.seo.title },
  ];
}
