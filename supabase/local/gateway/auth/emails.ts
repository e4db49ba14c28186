import { escapeHtml } from '../../mailbox/escape-html.ts';
import type { Mailbox } from '../../mailbox/mailbox.ts';

export const AUTH_EMAIL_SENDER = 'Pitchcraft <no-reply@pitchcraft.local>';

/** The auth emails GoTrue sends; the wording follows its default templates. */
const templates = {
  signup: {
    subject: 'Confirm your signup',
    lead: 'Follow this link to confirm your account:',
    action: 'Confirm your email',
  },
  invite: {
    subject: 'You have been invited',
    lead: 'You have been invited to create an account. Follow this link to accept the invite:',
    action: 'Accept the invite',
  },
  magiclink: {
    subject: 'Your magic link',
    lead: 'Follow this link to sign in:',
    action: 'Sign in',
  },
  recovery: {
    subject: 'Reset your password',
    lead: 'Follow this link to reset the password for your account:',
    action: 'Reset password',
  },
  email_change: {
    subject: 'Confirm email change',
    lead: 'Follow this link to confirm the change of your email address:',
    action: 'Change email',
  },
} as const;

export type AuthEmailKind = keyof typeof templates;

export interface AuthEmail {
  kind: AuthEmailKind;
  to: string;
  link: string;
  /** The 6-digit code, for `verifyOtp({ email, token })`. */
  otp: string;
}

export function sendAuthEmail(mailbox: Mailbox, email: AuthEmail) {
  const template = templates[email.kind];
  const text = `${template.lead}\n\n${email.link}\n\nOr enter this code: ${email.otp}\n\nIf you did not ask for this, ignore this email.\n`;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(template.subject)}</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:1.5">${escapeHtml(template.lead)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(email.link)}" style="display:inline-block;background:#4c6ef5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(template.action)}</a></p>
<p style="margin:0 0 8px;font-size:14px">Or enter this code:</p>
<p style="margin:0 0 24px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(email.otp)}</p>
<p style="margin:0;font-size:12px;color:#6b7280">If you did not ask for this, ignore this email.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return mailbox.deliver({
    from: AUTH_EMAIL_SENDER,
    to: [email.to],
    subject: template.subject,
    html,
    text,
    headers: { 'X-Pitchcraft-Email-Type': `auth.${email.kind}` },
  });
}
