import type { StoredMail } from '../mailbox/mailbox.ts';
import { stack } from './testing.ts';

/** The newest email to `address`, read through the mail viewer's JSON API as a user's tools would. */
export async function latestMailTo(address: string, mailUrl = stack().mailUrl): Promise<StoredMail> {
  const response = await fetch(`${mailUrl}/api/messages`);
  const messages = (await response.json()) as StoredMail[];
  const mail = messages.find((message) => message.to.includes(address));
  if (!mail) throw new Error(`no email to ${address} in the mailbox`);
  return mail;
}

/** The verification link and 6-digit code of an auth email. */
export function authLinkOf(mail: StoredMail) {
  const link = mail.text?.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
  if (!link || !code) throw new Error(`no verification link in "${mail.subject}"`);
  return { link, code };
}

/** Follows the link as a browser would, without going on to the app: returns where it redirects. */
export async function followLink(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location)
    throw new Error(`expected a 303 redirect, got ${response.status}`);
  const url = new URL(location);
  return { url, fragment: new URLSearchParams(url.hash.slice(1)), query: url.searchParams };
}
