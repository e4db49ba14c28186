/** One recipient's message: the campaign's HTML with their unsubscribe link, and RFC 8058 headers. */

import { UNSUBSCRIBE_URL_PLACEHOLDER } from '../content/email-content.ts';
import type { OutgoingEmail } from '../email/send/sender.ts';
import type { CampaignToSend, RecipientToSend } from './store.ts';

export const unsubscribeLink = (unsubscribeUrl: string, token: string) =>
  `${unsubscribeUrl}?token=${encodeURIComponent(token)}`;

/** `"Bluebird Bikes" <news@bluebird.example>`: the name quoted, its quotes and backslashes escaped. */
export function fromAddress(senderName: string, localPart: string, senderDomain: string): string {
  const name = senderName
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .replace(/(["\\])/g, '\\$1');
  return `"${name}" <${localPart}@${senderDomain.trim().toLowerCase()}>`;
}

export function recipientMessage(
  campaign: CampaignToSend,
  recipient: RecipientToSend,
  settings: { fromLocalPart: string; unsubscribeUrl: string },
): OutgoingEmail {
  const link = unsubscribeLink(settings.unsubscribeUrl, recipient.unsubscribeToken);
  // The link only holds URL-safe characters and `&`, which the attribute wants escaped.
  const html = campaign.html.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, link.replaceAll('&', '&amp;'));
  return {
    from: fromAddress(campaign.senderName, settings.fromLocalPart, campaign.senderDomain),
    to: recipient.email,
    subject: campaign.subject,
    html,
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
