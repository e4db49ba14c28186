import { noticeEmail } from '../_shared/email/notice-email.ts';

export interface ReviewLinkEmailInput {
  locale: 'en' | 'es';
  reviewerName: string;
  senderName: string;
  agencyName: string;
  clientName: string;
  reviewUrl: string;
  expiresAt: Date;
}

interface Words {
  /**
   * Fixed: the address is whatever an admin typed, so nothing anyone can type (agency or client
   * names) goes into the subject line (as the invitation email).
   */
  subject: string;
  greeting: (name: string) => string;
  body: (sender: string, agency: string, client: string) => string;
  button: string;
  expires: (date: string) => string;
  fallback: string;
  private: string;
}

const words: Record<'en' | 'es', Words> = {
  en: {
    subject: 'Your review is requested on Pitchcraft',
    greeting: (name) => `Hello ${name},`,
    body: (sender, agency, client) =>
      `${sender} at ${agency} asks you to review the emails and landing pages they prepared for ${client}. You can see each one at desktop and phone width exactly as it will go out, leave comments on any part, and approve it or ask for changes. No account or password is needed.`,
    button: 'Open the review',
    expires: (date) => `This link is yours alone and works until ${date}.`,
    fallback: 'If the button does not work, open this link:',
    private: 'Please do not forward this email: anyone with the link can approve on your behalf.',
  },
  es: {
    subject: 'Te piden una revisión en Pitchcraft',
    greeting: (name) => `Hola, ${name}:`,
    body: (sender, agency, client) =>
      `${sender}, de ${agency}, te pide que revises los emails y las landing pages que han preparado para ${client}. Puedes ver cada uno en ordenador y en móvil tal como se enviará, dejar comentarios sobre cualquier parte y aprobarlo o pedir cambios. No necesitas cuenta ni contraseña.`,
    button: 'Abrir la revisión',
    expires: (date) => `Este enlace es solo para ti y funciona hasta el ${date}.`,
    fallback: 'Si el botón no funciona, abre este enlace:',
    private: 'No reenvíes este email: cualquiera con el enlace puede aprobar en tu nombre.',
  },
};

/** The review link's email in the reviewer's language: subject, HTML (email-safe: tables, inline styles) and text. */
export function reviewLinkEmail(input: ReviewLinkEmailInput) {
  const w = words[input.locale];
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    input.expiresAt,
  );
  return noticeEmail({
    locale: input.locale,
    subject: w.subject,
    brand: input.agencyName,
    heading: w.greeting(input.reviewerName),
    headingStyle: 'greeting',
    body: w.body(input.senderName, input.agencyName, input.clientName),
    button: { label: w.button, url: input.reviewUrl },
    expires: w.expires(date),
    fallback: w.fallback,
    footnote: w.private,
  });
}
