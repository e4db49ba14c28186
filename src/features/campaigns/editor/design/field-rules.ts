import { UNSUBSCRIBE_URL_PLACEHOLDER } from '@shared/content/email-content.ts';

/** Why the quick editor refuses a value; the field shows the matching message. */
export type FieldProblem = 'empty-text' | 'invalid-link' | 'invalid-colour';

/** A link recipients can follow: a web address (https or http) or an email address (mailto). */
export function isFollowableLink(value: string): boolean {
  const url = value.trim();
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(url)) return true;
  if (!/^https?:\/\/\S+$/i.test(url)) return false;
  try {
    return new URL(url).hostname.includes('.') || new URL(url).hostname === 'localhost';
  } catch {
    return false;
  }
}

/** Filled in per recipient when the email is sent: shown, never edited. */
export const isUnsubscribeLink = (href: string) => href.trim() === UNSUBSCRIBE_URL_PLACEHOLDER;

export const linkProblem = (value: string, { optional = false } = {}): FieldProblem | null =>
  (optional && value.trim() === '') || isFollowableLink(value) ? null : 'invalid-link';

export const textProblem = (value: string): FieldProblem | null => (value.trim() ? null : 'empty-text');

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const colourProblem = (value: string, { optional = false } = {}): FieldProblem | null =>
  (optional && value.trim() === '') || HEX_COLOUR.test(value.trim()) ? null : 'invalid-colour';
