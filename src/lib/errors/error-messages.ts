import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The error catalogue of SPEC §8, in one place. Screens show these through `i18n._(…)` or
 * `useLingui().t(…)`; nothing else in the app words an error that the catalogue already words.
 * `generic` is also the refusal `unexpected`'s sentence; the other refusals are worded in
 * refusal-messages.ts, which the home does not load (docs/frontend.md, "App weight").
 */
export const errorMessages = {
  /** Also the sentence of the refusal `unexpected` (refusal-messages.ts takes it from here). */
  generic: msg({ id: 'refusals.unexpected', message: 'There has been an unexpected error.' }),
  attachmentUpload: msg({ id: 'errors.attachments.upload', message: 'Failed to upload file' }),
  attachmentRemoval: msg({ id: 'errors.attachments.remove', message: 'Failed to remove attachment' }),
  campaignLoad: msg({
    id: 'errors.campaigns.load',
    message: 'Failed to load campaign data after retries. Please try again.',
  }),
  contactThrottled: msg({
    id: 'errors.contact.throttled',
    message: 'Too many requests from your connection. Please try again within the hour.',
  }),
  waitlistThrottled: msg({
    id: 'errors.waitlist.throttled',
    message: 'Too many sign-ups from your connection. Please try again within the hour.',
  }),
  campaignTooLarge: msg({
    id: 'errors.campaigns.too-large',
    message:
      'This is too large to save: an email or page may hold up to 2 MB of HTML and 5 MB of design. Use uploaded images instead of pasted ones.',
  }),
  generationQuota: msg({
    id: 'errors.generation.quota',
    message:
      'You have reached the generation limit (10 a minute, 200 a day). Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  }),
  contactRegistration: msg({
    id: 'errors.contact.registration',
    message: 'Registration failed. Please try again.',
  }),
  paymentCancelled: msg({
    id: 'errors.payments.cancelled',
    message: 'Payment was cancelled. You can try again anytime.',
  }),
  noRecipientsList: msg({
    id: 'errors.recipients.no-list',
    message: 'We were not able to find a recipients list for your client, please upload one.',
  }),
  pageNotFound: msg({ id: 'errors.route.not-found', message: 'Page not found' }),
  editorNotReady: msg({
    id: 'errors.editor.not-ready',
    message: 'Editor not ready. Please refresh the page.',
  }),
} satisfies Record<string, MessageDescriptor>;

/** 'Only {count} recipients remaining': the one entry of the catalogue that carries a value. */
export function lowRecipientsMessage(count: number): MessageDescriptor {
  return msg({ id: 'errors.recipients.low', message: `Only ${count} recipients remaining` });
}
