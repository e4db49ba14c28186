import { noticeEmail } from '../_shared/email/notice-email.ts';

export interface MentionEmailInput {
  locale: 'en' | 'es';
  authorName: string;
  campaignName: string;
  kind: 'email' | 'page';
  body: string;
  url: string;
}

const words = {
  en: {
    subject: (author: string, name: string) => `${author} mentioned you on “${name}”`,
    lead: (author: string, kind: 'email' | 'page', name: string) =>
      `${author} mentioned you in a comment on the ${kind === 'email' ? 'email campaign' : 'landing page'} “${name}”:`,
    button: (kind: 'email' | 'page') => (kind === 'email' ? 'Open the campaign' : 'Open the page'),
    why: 'You get this email because a teammate mentioned you in Pitchcraft.',
  },
  es: {
    subject: (author: string, name: string) => `${author} te ha mencionado en «${name}»`,
    lead: (author: string, kind: 'email' | 'page', name: string) =>
      `${author} te ha mencionado en un comentario ${kind === 'email' ? 'de la campaña de email' : 'de la landing page'} «${name}»:`,
    button: (kind: 'email' | 'page') => (kind === 'email' ? 'Abrir la campaña' : 'Abrir la página'),
    why: 'Recibes este email porque alguien de tu equipo te ha mencionado en Pitchcraft.',
  },
};

/** The email to a mentioned member, in their language: the comment quoted and a link to it. */
export function mentionEmail(input: MentionEmailInput) {
  const w = words[input.locale];
  return noticeEmail({
    locale: input.locale,
    subject: w.subject(input.authorName, input.campaignName),
    brand: 'Pitchcraft',
    heading: w.lead(input.authorName, input.kind, input.campaignName),
    headingStyle: 'greeting',
    quote: input.body,
    button: { label: w.button(input.kind), url: input.url },
    footnote: w.why,
  });
}
