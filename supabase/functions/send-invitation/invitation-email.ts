import { noticeEmail } from '../_shared/email/notice-email.ts';

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
  return noticeEmail({
    locale: input.locale,
    subject: w.subject,
    brand: 'Pitchcraft',
    heading: w.heading(input.workspaceName),
    headingStyle: 'title',
    body: w.body(input.inviterName, input.workspaceName, role),
    button: { label: w.button, url: input.acceptUrl },
    expires: w.expires(date),
    fallback: w.fallback,
    footnote: w.ignore,
  });
}
