import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';

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
  const subject = w.subject;
  const greeting = w.greeting(input.reviewerName);
  const body = w.body(input.senderName, input.agencyName, input.clientName);
  const text = [
    greeting,
    '',
    body,
    '',
    `${w.button}: ${input.reviewUrl}`,
    '',
    w.expires(date),
    w.private,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e3e5ea;">
<tr><td style="padding:32px 32px 8px;font-family:Helvetica,Arial,sans-serif;font-size:14px;font-weight:bold;color:#4c3fd1;letter-spacing:0.4px;">${escapeHtml(input.agencyName)}</td></tr>
<tr><td style="padding:8px 32px 0;font-family:Helvetica,Arial,sans-serif;">
<p style="margin:0 0 12px;font-size:16px;line-height:1.55;color:#1b1d24;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.55;color:#3a3d47;">${escapeHtml(body)}</p>
</td></tr>
<tr><td style="padding:0 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:#4c3fd1;">
<a href="${escapeAttribute(input.reviewUrl)}" style="display:inline-block;padding:12px 22px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(w.button)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 32px 32px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#5f6370;">
<p style="margin:0 0 12px;">${escapeHtml(w.expires(date))}</p>
<p style="margin:0 0 12px;">${escapeHtml(w.fallback)}<br><a href="${escapeAttribute(input.reviewUrl)}" style="color:#4c3fd1;word-break:break-all;">${escapeHtml(input.reviewUrl)}</a></p>
<p style="margin:0;">${escapeHtml(w.private)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, html, text };
}
