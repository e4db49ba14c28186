/**
 * One part of an email regenerated alone: fresh content is written from the brief, and only that
 * part of it replaces the campaign's current one; everything else stays exactly as it was.
 */

import type { EmailContent } from '../content/email-content.ts';
import { storedEmailShape } from './content-shapes.ts';
import { invalidRequest, sectionNotGenerated } from './errors.ts';
import type { EmailPart } from './requests.ts';

export interface EmailRegeneration {
  part: EmailPart;
  /** The campaign's content now: what the fresh part is merged into. */
  current: EmailContent;
}

const sectionIndex = (part: EmailPart) => (part.startsWith('section:') ? Number(part.slice(8)) : null);

/** The campaign's content, if the part can be regenerated in it; else a 400 saying why. */
export function emailRegeneration(content: unknown, part: EmailPart): EmailRegeneration {
  const parsed = storedEmailShape.safeParse(content);
  if (!parsed.success) {
    throw invalidRequest([
      {
        path: 'section',
        message: 'the email has no generated content to regenerate a part of: regenerate everything',
      },
    ]);
  }
  const index = sectionIndex(part);
  const count = parsed.data.sections.length;
  if (index !== null && index >= count) {
    throw invalidRequest([
      { path: 'section', message: `the email has ${count} sections: section:0 to section:${count - 1}` },
    ]);
  }
  return { part, current: parsed.data };
}

/** The part's words, for the model to write something else, and to tell whether anything changed. */
export function emailPartText(content: EmailContent, part: EmailPart): string {
  const index = sectionIndex(part);
  if (index !== null) {
    const section = content.sections[index];
    return section ? `${section.heading}\n${section.body}` : '';
  }
  if (part === 'subject') return `${content.subject}\n${content.preheader}`;
  if (part === 'intro') return `${content.headline}\n${content.intro}`;
  if (part === 'callToAction') return content.callToAction.label;
  return content.closing;
}

export function emailPartName(part: EmailPart): string {
  const index = sectionIndex(part);
  if (index !== null) return `section ${index + 1} (heading and body)`;
  return {
    subject: 'subject and preheader',
    intro: 'headline and introduction',
    callToAction: 'call to action label',
    closing: 'closing',
  }[part as Exclude<EmailPart, `section:${number}`>];
}

/** The current content with the fresh part in its place. The button's link is the user's, not the writer's. */
export function replaceEmailPart(current: EmailContent, fresh: EmailContent, part: EmailPart): EmailContent {
  const index = sectionIndex(part);
  if (index !== null) {
    const section = fresh.sections[index];
    if (!section) throw sectionNotGenerated('section', `the fresh content has no section ${index}`);
    return { ...current, sections: current.sections.map((s, i) => (i === index ? section : s)) };
  }
  switch (part) {
    case 'subject':
      return { ...current, subject: fresh.subject, preheader: fresh.preheader };
    case 'intro':
      return { ...current, headline: fresh.headline, intro: fresh.intro };
    case 'callToAction':
      return {
        ...current,
        callToAction: {
          label: fresh.callToAction.label,
          url: current.callToAction.url || fresh.callToAction.url,
        },
      };
    default:
      return { ...current, closing: fresh.closing };
  }
}
