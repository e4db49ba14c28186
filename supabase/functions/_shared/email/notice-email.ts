import { escapeAttribute, escapeHtml } from '../escape.ts';

/** What Pitchcraft's own short emails say (an invitation, a review link, a mention), in order. */
export interface NoticeEmail {
  locale: 'en' | 'es';
  subject: string;
  /** Above the heading: who it is from (Pitchcraft, or the agency). */
  brand: string;
  /** The first line, set larger: a heading or a greeting. */
  heading: string;
  headingStyle: 'title' | 'greeting';
  body?: string;
  /** Someone's words, quoted as they wrote them (a comment). */
  quote?: string;
  button: { label: string; url: string };
  /** Small print under the button; `fallback` introduces the button's address written out. */
  expires?: string;
  fallback?: string;
  footnote: string;
}

/**
 * One layout for Pitchcraft's own emails, email-safe (tables, inline styles), every value escaped,
 * with its plain-text part: the HTML and the text say the same things in the same order.
 */
export function noticeEmail(notice: NoticeEmail): { subject: string; html: string; text: string } {
  const { button } = notice;
  const text = [
    notice.heading,
    ...(notice.body ? ['', notice.body] : []),
    ...(notice.quote ? ['', notice.quote] : []),
    '',
    `${button.label}: ${button.url}`,
    '',
    ...(notice.expires ? [notice.expires] : []),
    notice.footnote,
  ].join('\n');
  const heading =
    notice.headingStyle === 'title'
      ? `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1b1d24;">${escapeHtml(notice.heading)}</h1>`
      : `<p style="margin:0 0 12px;font-size:16px;line-height:1.55;color:#1b1d24;">${escapeHtml(notice.heading)}</p>`;
  const quote = notice.quote
    ? `<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:4px solid #4c3fd1;background:#f4f5f7;font-size:15px;line-height:1.55;color:#3a3d47;white-space:pre-wrap;">${escapeHtml(notice.quote)}</blockquote>`
    : '';
  const small = (content: string, last = false) =>
    `<p style="margin:0${last ? '' : ' 0 12px'};">${content}</p>`;
  const html = `<!doctype html>
<html lang="${notice.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(notice.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #e3e5ea;">
<tr><td style="padding:32px 32px 8px;font-family:Helvetica,Arial,sans-serif;font-size:14px;font-weight:bold;color:#4c3fd1;letter-spacing:0.4px;">${escapeHtml(notice.brand)}</td></tr>
<tr><td style="padding:8px 32px 0;font-family:Helvetica,Arial,sans-serif;">
${heading}
${notice.body ? `<p style="margin:0 0 24px;font-size:16px;line-height:1.55;color:#3a3d47;">${escapeHtml(notice.body)}</p>` : ''}
${quote}</td></tr>
<tr><td style="padding:0 32px 24px;">
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:8px;background:#4c3fd1;">
<a href="${escapeAttribute(button.url)}" style="display:inline-block;padding:12px 22px;font-family:Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(button.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:0 32px 32px;font-family:Helvetica,Arial,sans-serif;font-size:13px;line-height:1.5;color:#5f6370;">
${notice.expires ? small(escapeHtml(notice.expires)) : ''}${
  notice.fallback
    ? small(
        `${escapeHtml(notice.fallback)}<br><a href="${escapeAttribute(button.url)}" style="color:#4c3fd1;word-break:break-all;">${escapeHtml(button.url)}</a>`,
      )
    : ''
}${small(escapeHtml(notice.footnote), true)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject: notice.subject, html, text };
}
