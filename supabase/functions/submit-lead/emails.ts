/** The double opt-in confirmation email to a lead, and the new-lead notice to the workspace. */

import type { Locale } from '../_shared/content/brief.ts';
import type { OutgoingEmail } from '../_shared/email/send/sender.ts';
import { escapeHtml } from '../_shared/escape.ts';
import type { LeadValues } from '../_shared/leads/lead-input.ts';
import { LEAD_TEXT } from '../_shared/leads/lead-text.ts';

const wrap = (locale: Locale, body: string) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px 12px;background:#f4f5f7;font:16px/1.55 Arial,Helvetica,sans-serif;color:#1f2328">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #dde1e6;border-radius:10px;padding:28px 24px">
${body}
</div>
</body></html>`;

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1c5fd4;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;

/** `Name <address>` with a display name safe in a From header. */
export function fromAs(name: string, from: string): string {
  const address = from.match(/<([^>]+)>/)?.[1] ?? from.trim();
  const safeName = name.replace(/["\\<>\r\n]/g, '').trim();
  return safeName ? `"${safeName}" <${address}>` : address;
}

export interface ConfirmationEmailInput {
  locale: Locale;
  from: string;
  replyTo: string | null;
  sender: string;
  pageName: string;
  lead: LeadValues;
  confirmUrl: string;
}

export function confirmationEmail(input: ConfirmationEmailInput): OutgoingEmail {
  const text = LEAD_TEXT[input.locale];
  const intro = text.confirmEmailIntro(input.pageName, input.sender);
  return {
    from: fromAs(input.sender, input.from),
    to: input.lead.email,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject: text.confirmEmailSubject,
    html: wrap(
      input.locale,
      `<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
${button(input.confirmUrl, text.confirmEmailButton)}
<p style="margin:0;color:#57606a;font-size:14px">${escapeHtml(text.confirmEmailIgnore)}</p>`,
    ),
    text: `${intro}\n\n${text.confirmEmailButton}: ${input.confirmUrl}\n\n${text.confirmEmailIgnore}\n`,
    tags: [{ name: 'kind', value: 'lead_confirmation' }],
  };
}

export interface NotificationEmailInput {
  locale: Locale;
  from: string;
  to: string;
  pageName: string;
  lead: LeadValues;
  pending: boolean;
  leadsUrl: string;
}

export function notificationEmail(input: NotificationEmailInput): OutgoingEmail {
  const text = LEAD_TEXT[input.locale];
  const name = `${input.lead.firstName} ${input.lead.lastName}`;
  const rows: [string, string][] = [
    [text.notifyLabels.name, name],
    [text.notifyLabels.email, input.lead.email],
    ...(input.lead.phone ? ([[text.notifyLabels.phone, input.lead.phone]] as [string, string][]) : []),
    [text.notifyLabels.page, input.pageName],
  ];
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57606a;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return {
    from: input.from,
    to: input.to,
    replyTo: input.lead.email,
    subject: text.notifySubject(name, input.pageName),
    html: wrap(
      input.locale,
      `<p style="margin:0 0 12px">${escapeHtml(text.notifyIntro(input.pageName))}</p>
<table role="presentation" style="border-collapse:collapse;font-size:15px">${table}</table>
${input.pending ? `<p style="margin:16px 0 0;color:#57606a">${escapeHtml(text.notifyPending)}</p>` : ''}
${button(input.leadsUrl, text.notifyOpen)}`,
    ),
    text: `${text.notifyIntro(input.pageName)}\n\n${rows.map(([l, v]) => `${l}: ${v}`).join('\n')}\n${
      input.pending ? `\n${text.notifyPending}\n` : ''
    }\n${text.notifyOpen}: ${input.leadsUrl}\n`,
    tags: [{ name: 'kind', value: 'lead_notification' }],
  };
}
