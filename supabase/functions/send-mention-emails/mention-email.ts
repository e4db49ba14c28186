import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';

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
  const subject = w.subject(input.authorName, input.campaignName);
  const lead = w.lead(input.authorName, input.kind, input.campaignName);
  const button = w.button(input.kind);
  const text = [lead, '', input.body, '', `${button}: ${input.url}`, '', w.why].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e3e5ea;">
<tr><td style="padding:32px 32px 8px;font-family:Helvetica,Arial,sans-serif;font-size:14px;font-weight:bold;color:#4c3fd1;letter-spacing:0.4px;">Pitchcraft</td></tr>
<tr><td style="padding:8px 32px 0;font-family:Helvetica,Arial,sans-serif;">
<p style="margin:0 0 12px;font-size:16px;line-height:1.55;color:#1b1d24;">${escapeHtml(lead)}</p>
<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:4px solid #4c3fd1;background:#f4f5f7;font-size:15px;line-height:1.55;color:#3a3d47;white-space:pre-wrap;">${escapeHtml(input.body)}</blockquote>
</td></tr>
<tr><td style="padding:0 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:#4c3fd1;">
<a href="${escapeAttribute(input.url)}" style="display:inline-block;padding:12px 22px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(button)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 32px 32px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#5f6370;">
<p style="margin:0;">${escapeHtml(w.why)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, html, text };
}
