/** The words a reader sees in an email, legal footer aside: what the composer's tests read. */

import type { EmailContent } from '../../content/email-content.ts';

export const emailReaderText = (email: EmailContent) =>
  [
    email.subject,
    email.preheader,
    email.headline,
    email.intro,
    ...email.sections.flatMap((s) => [s.heading, s.body]),
    email.callToAction.label,
    email.closing,
  ].join('\n');
