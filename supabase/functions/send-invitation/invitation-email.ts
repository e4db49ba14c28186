import { escapeAttribute, escapeHtml } from '../_shared/escape.ts';

export type InvitationLocale = 'en' | 'es';
export type InvitedRole = 'admin' | 'editor' | 'viewer';

export interface InvitationEmailInput {
  locale: InvitationLocale;
  inviterName: string;
  workspaceName: string;
  role: InvitedRole;
  acceptUrl: string;
  expiresAt: Date;
}

interface Words {
  /**
   * Fixed: the invitee has confirmed nothing yet, so nothing anyone can type (workspace or profile
   * names) goes into the subject line of an email to their address.
   */
  subject: string;
  heading: (workspace: string) => string;
  body: (inviter: string, workspace: string, role: string) => string;
  roles: Record<InvitedRole, string>;
  button: string;
  expires: (date: string) => string;
  fallback: string;
  ignore: string;
}

const words: Record<InvitationLocale, Words> = {
  en: {
    subject: 'You have been invited to a workspace on Pitchcraft',
    heading: (workspace) => `Join ${workspace} on Pitchcraft`,
    body: (inviter, workspace, role) =>
      `${inviter} invited you to join the workspace ${workspace} as ${role}. Pitchcraft is where the team writes and designs its email campaigns and landing pages with AI.`,
    roles: { admin: 'an admin', editor: 'an editor', viewer: 'a viewer' },
    button: 'Accept the invitation',
    expires: (date) => `The invitation is valid until ${date}.`,
    fallback: 'If the button does not work, open this link:',
    ignore: 'Not expecting this? You can ignore this email; nothing happens unless you accept.',
  },
  es: {
    subject: 'Te han invitado a un espacio de trabajo en Pitchcraft',
    heading: (workspace) => `Únete a ${workspace} en Pitchcraft`,
    body: (inviter, workspace, role) =>
      `${inviter} te invitó a unirte al espacio de trabajo ${workspace} como ${role}. En Pitchcraft el equipo escribe y diseña con IA sus campañas de email y sus landing pages.`,
    roles: { admin: 'administrador', editor: 'editor', viewer: 'lector' },
    button: 'Aceptar la invitación',
    expires: (date) => `La invitación es válida hasta el ${date}.`,
    fallback: 'Si el botón no funciona, abre este enlace:',
    ignore: '¿No lo esperabas? Puedes ignorar este email; no pasa nada si no la aceptas.',
  },
};

/** The invitation email in the inviter's language: subject, HTML (email-safe: tables, inline styles) and text. */
export function invitationEmail(input: InvitationEmailInput) {
  const w = words[input.locale];
  const role = w.roles[input.role];
  const date = new Intl.DateTimeFormat(input.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    input.expiresAt,
  );
  const subject = w.subject;
  const body = w.body(input.inviterName, input.workspaceName, role);
  const text = [
    w.heading(input.workspaceName),
    '',
    body,
    '',
    `${w.button}: ${input.acceptUrl}`,
    '',
    w.expires(date),
    w.ignore,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e3e5ea;">
<tr><td style="padding:32px 32px 8px;font-family:Helvetica,Arial,sans-serif;font-size:14px;font-weight:bold;color:#4c3fd1;letter-spacing:0.4px;">Pitchcraft</td></tr>
<tr><td style="padding:8px 32px 0;font-family:Helvetica,Arial,sans-serif;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1b1d24;">${escapeHtml(w.heading(input.workspaceName))}</h1>
<p style="margin:0 0 24px;font-size:16px;line-height:1.55;color:#3a3d47;">${escapeHtml(body)}</p>
</td></tr>
<tr><td style="padding:0 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:#4c3fd1;">
<a href="${escapeAttribute(input.acceptUrl)}" style="display:inline-block;padding:12px 22px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(w.button)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 32px 32px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#5f6370;">
<p style="margin:0 0 12px;">${escapeHtml(w.expires(date))}</p>
<p style="margin:0 0 12px;">${escapeHtml(w.fallback)}<br><a href="${escapeAttribute(input.acceptUrl)}" style="color:#4c3fd1;word-break:break-all;">${escapeHtml(input.acceptUrl)}</a></p>
<p style="margin:0;">${escapeHtml(w.ignore)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject, html, text };
}
