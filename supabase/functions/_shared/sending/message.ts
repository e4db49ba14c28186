/**
 * A job's messages. `prepareCampaign` does the per-job work once (the From on the workspace's own
 * domain or the product's shared one, the "view in browser" line added to the top of the HTML, the
 * plain-text part); `recipientMessage` only puts each recipient's unsubscribe link in and adds the
 * RFC 8058 headers. docs/sending.md, "Each message".
 */

import { parseHex, readableTextColor } from '../color.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../content/email-content.ts';
import { MAX_BATCH_SIZE, type OutgoingEmail } from '../email/send/sender.ts';
import { escapeAttribute, escapeHtml } from '../escape.ts';
import type { SendSettings } from './config.ts';
import { htmlToText } from './plain-text.ts';
import type { CampaignToSend, RecipientToSend } from './store.ts';

export const unsubscribeLink = (unsubscribeUrl: string, token: string) =>
  `${unsubscribeUrl}?token=${encodeURIComponent(token)}`;

const quotedName = (name: string) =>
  name
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .replace(/(["\\])/g, '\\$1');

/** `"Bluebird Bikes" <news@bluebird.example>`: the name quoted, its quotes and backslashes escaped. */
export function fromAddress(senderName: string, localPart: string, senderDomain: string): string {
  return `"${quotedName(senderName)}" <${localPart}@${senderDomain.trim().toLowerCase()}>`;
}

/** `Panadería Casa Verde` → `panaderia-casa-verde`: ASCII letters and digits, at most 40 characters. */
export function asciiSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/**
 * On the product's shared domain: `"Bluebird Bikes via Pitchcraft" <bluebird-bikes@mail.example>`
 * (the local part the ASCII slug of the name, else the settings' local part, `news`).
 */
export function sharedFromAddress(
  senderName: string,
  settings: Pick<SendSettings, 'sharedFromSuffix' | 'fromLocalPart'>,
  sharedDomain: string,
): string {
  const name = [senderName.replace(/[\r\n]+/g, ' ').trim(), settings.sharedFromSuffix]
    .filter(Boolean)
    .join(' ');
  return fromAddress(name, asciiSlug(senderName) || settings.fromLocalPart, sharedDomain);
}

/** The job's sender has no domain to send from: no shared domain is configured. */
export class SenderNotConfigured extends Error {
  constructor() {
    super('SEND_SHARED_DOMAIN is not set: a campaign without its own verified domain cannot be sent.');
    this.name = 'SenderNotConfigured';
  }
}

const VIEW_IN_BROWSER = {
  en: 'View this email in your browser',
  es: 'Ver este correo en el navegador',
} as const;

/** The message's language: the `lang` the email was rendered with (`<html lang="es">`), else English. */
export function messageLanguage(html: string): keyof typeof VIEW_IN_BROWSER {
  const lang = /<html\b[^>]*\blang\s*=\s*["']?([a-z]{2})/i.exec(html)?.[1]?.toLowerCase();
  return lang === 'es' ? 'es' : 'en';
}

/** `<public pages>/pages/{slug}`: where `public-page` serves the email's web version. */
export function webVersionUrl(settings: Pick<SendSettings, 'publicPagesBaseUrl'>, slug: string | null) {
  if (!settings.publicPagesBaseUrl || !slug) return null;
  return `${settings.publicPagesBaseUrl}/pages/${encodeURIComponent(slug)}`;
}

/**
 * The "view in browser" line, first in the body after the hidden preheader (inboxes show the
 * preheader after the subject, so it must stay the first text). Its colour reads on the body's
 * background.
 */
export function withViewInBrowser(html: string, url: string, label: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  const background = body ? /background(?:-color)?\s*:\s*(#[0-9a-f]{3,6})\b/i.exec(body[0])?.[1] : undefined;
  const color =
    background && parseHex(background) ? readableTextColor(background, '#555555', '#e8e8e8') : '#555555';
  const line = `<div style="margin:0;padding:10px 8px 0;text-align:center;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:${color};"><a href="${escapeAttribute(url)}" target="_blank" style="color:${color};text-decoration:underline;">${escapeHtml(label)}</a></div>`;
  if (!body) return `${line}\n${html}`;
  const afterBody = body.index + body[0].length;
  // The renderer's preheader: a display:none div of text and fillers, no nested div.
  const preheader = /^\s*<div\b[^>]*display\s*:\s*none[^>]*>[\s\S]*?<\/div>/i.exec(html.slice(afterBody));
  const at = afterBody + (preheader ? preheader[0].length : 0);
  return `${html.slice(0, at)}\n${line}${html.slice(at)}`;
}

/**
 * The most one batch request may carry (its JSON): a batch's CPU time and memory grow with its
 * bytes, 100 copies of the message. Large emails go in smaller batches.
 */
export const MAX_BATCH_BYTES = 20 * 1024 * 1024;

/** What every message of a job shares, computed once per run. */
export interface PreparedCampaign {
  campaign: CampaignToSend;
  from: string;
  html: string;
  /** The plain-text part; `{{unsubscribe_url}}` still in it. */
  text: string;
  webVersionUrl: string | null;
  /** Messages per batch: 100, fewer when 100 of these would pass MAX_BATCH_BYTES. */
  batchSize: number;
}

/** 100, or as many of a message of this size as fit in MAX_BATCH_BYTES (at least 1). */
export function batchSizeFor(html: string, text: string): number {
  // JSON escapes quotes and the like (about a tenth more for email HTML), plus headers and the rest.
  const perMessage = Math.ceil((html.length + text.length) * 1.15) + 2048;
  return Math.max(1, Math.min(MAX_BATCH_SIZE, Math.floor(MAX_BATCH_BYTES / perMessage)));
}

/** Throws SenderNotConfigured when the job uses the shared domain and none is configured. */
export function prepareCampaign(campaign: CampaignToSend, settings: SendSettings): PreparedCampaign {
  const domain = campaign.senderDomain?.trim();
  let from: string;
  if (domain) {
    from = fromAddress(campaign.senderName, settings.fromLocalPart, domain);
  } else {
    if (!settings.sharedDomain) throw new SenderNotConfigured();
    from = sharedFromAddress(campaign.senderName, settings, settings.sharedDomain);
  }
  const web = webVersionUrl(settings, campaign.slug);
  const label = VIEW_IN_BROWSER[messageLanguage(campaign.html)];
  const plain = htmlToText(campaign.html);
  const html = web ? withViewInBrowser(campaign.html, web, label) : campaign.html;
  const text = web ? `${label}: ${web}\n\n${plain}` : plain;
  return { campaign, from, html, text, webVersionUrl: web, batchSize: batchSizeFor(html, text) };
}

export function recipientMessage(
  prepared: PreparedCampaign,
  recipient: RecipientToSend,
  settings: Pick<SendSettings, 'unsubscribeUrl'>,
): OutgoingEmail {
  const { campaign } = prepared;
  const link = unsubscribeLink(settings.unsubscribeUrl, recipient.unsubscribeToken);
  return {
    from: prepared.from,
    to: recipient.email,
    subject: campaign.subject,
    // The link only holds URL-safe characters and `&`, which the attribute wants escaped.
    html: prepared.html.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, link.replaceAll('&', '&amp;')),
    text: prepared.text.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, link),
    ...(campaign.replyTo ? { replyTo: campaign.replyTo } : {}),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    tags: [
      { name: 'campaign_id', value: campaign.id },
      { name: 'recipient_id', value: String(recipient.id) },
    ],
  };
}
