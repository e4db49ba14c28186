import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RefusalCode } from '@shared/refusals/codes.ts';
import { fieldMessages } from '../forms/field-messages.ts';
import { errorMessages } from './error-messages.ts';

/**
 * Every refusal's sentence for people, worded once (the codes: supabase/functions/_shared/refusals/
 * codes.ts). The ids are the codes, so `npm run i18n:extract` also writes the functions' copy of
 * these sentences (supabase/functions/_shared/refusals/messages.ts) from the two catalogs.
 * A screen may say more in its own context; it never words a refusal differently.
 */
export const refusalMessages = {
  invalid_request: msg({ id: 'refusals.invalid_request', message: 'There has been an unexpected error.' }),
  invalid_argument: msg({ id: 'refusals.invalid_argument', message: 'There has been an unexpected error.' }),
  unauthorized: msg({
    id: 'refusals.unauthorized',
    message: 'Your session has ended. Sign in again to continue.',
  }),
  method_not_allowed: msg({
    id: 'refusals.method_not_allowed',
    message: 'There has been an unexpected error.',
  }),
  unexpected: errorMessages.generic,

  owner_only: msg({ id: 'refusals.owner_only', message: 'Only the owner of this workspace can do this.' }),
  owner_or_admin_only: msg({
    id: 'refusals.owner_or_admin_only',
    message: 'Only the owner and the admins of this workspace can do this.',
  }),
  viewer_read_only: msg({
    id: 'refusals.viewer_read_only',
    message: 'Your role in this workspace lets you view, not change.',
  }),
  service_only: msg({
    id: 'refusals.service_only',
    message: 'Pitchcraft sets this itself; it cannot be changed here.',
  }),
  invitation_email_mismatch: msg({
    id: 'refusals.invitation_email_mismatch',
    message: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  }),
  form_closed: msg({
    id: 'refusals.form_closed',
    message: 'This form is not accepting submissions right now.',
  }),

  campaign_not_found: msg({
    id: 'refusals.campaign_not_found',
    message: 'This campaign does not exist or you cannot see it.',
  }),
  page_not_found: msg({
    id: 'refusals.page_not_found',
    message: 'This page does not exist or you cannot see it.',
  }),
  workspace_not_found: msg({
    id: 'refusals.workspace_not_found',
    message: 'This workspace does not exist or you are not one of its members.',
  }),
  client_not_found: msg({
    id: 'refusals.client_not_found',
    message: 'This client does not exist or you cannot see it.',
  }),
  version_not_found: msg({ id: 'refusals.version_not_found', message: 'This version no longer exists.' }),
  send_job_not_found: msg({ id: 'refusals.send_job_not_found', message: 'This send no longer exists.' }),
  sender_domain_not_found: msg({
    id: 'refusals.sender_domain_not_found',
    message: 'This domain no longer exists in this workspace, or only the owner and admins can manage it.',
  }),
  review_link_invalid: msg({
    id: 'refusals.review_link_invalid',
    message:
      'This review link no longer works: it has expired or was replaced. Ask the agency for a new one.',
  }),
  reviewer_not_found: msg({
    id: 'refusals.reviewer_not_found',
    message: 'This reviewer was removed. Reload the page to see the current list.',
  }),
  comment_not_found: msg({
    id: 'refusals.comment_not_found',
    message: 'This comment was deleted. Reload the page to see the current comments.',
  }),
  mention_not_member: msg({
    id: 'refusals.mention_not_member',
    message: 'Only teammates who work on this campaign can be mentioned.',
  }),
  review_link_recently_sent: msg({
    id: 'refusals.review_link_recently_sent',
    message: 'A link was emailed to this reviewer a few minutes ago. Wait a little before sending another.',
  }),
  reviewer_daily_limit: msg({
    id: 'refusals.reviewer_daily_limit',
    message: 'This workspace added 30 reviewers today, the most a day allows. Try again tomorrow.',
  }),
  invitation_not_found: msg({
    id: 'refusals.invitation_not_found',
    message: 'This invitation does not exist or has been withdrawn.',
  }),
  package_not_found: msg({ id: 'refusals.package_not_found', message: 'This package is no longer on sale.' }),
  plan_not_found: msg({ id: 'refusals.plan_not_found', message: 'This plan is no longer on sale.' }),

  campaign_not_ready: msg({
    id: 'refusals.campaign_not_ready',
    message: 'This email has no content to send yet. Create or edit it first.',
  }),
  campaign_locked: msg({
    id: 'refusals.campaign_locked',
    message: 'This campaign has been sent, so its content can no longer change.',
  }),
  campaign_sending_locked: msg({
    id: 'refusals.campaign_sending_locked',
    message: 'Sending has started, so these details can no longer change.',
  }),
  campaign_status_transition: msg({
    id: 'refusals.campaign_status_transition',
    message: 'This campaign cannot move to that status from the one it has.',
  }),
  campaign_edit_conflict: msg({
    id: 'refusals.campaign_edit_conflict',
    message: 'Someone saved a newer version meanwhile. Reload to see it before saving again.',
  }),
  no_payment: msg({
    id: 'refusals.no_payment',
    message: 'Payment information is not available for this campaign yet.',
  }),
  no_recipients: msg({
    id: 'refusals.no_recipients',
    message:
      'There are no new recipients to send to: everyone was sent already or is on the suppression list.',
  }),
  no_recipients_left: msg({ id: 'refusals.no_recipients_left', message: 'No recipients remaining' }),
  send_job_not_running: msg({
    id: 'refusals.send_job_not_running',
    message: 'This send is not running any more.',
  }),
  send_job_not_paused: msg({
    id: 'refusals.send_job_not_paused',
    message: 'This send is no longer paused: it was resumed or has finished.',
  }),
  send_in_progress: msg({
    id: 'refusals.send_in_progress',
    message:
      'A send of this campaign is scheduled or under way. Retry the failed recipients once it has finished.',
  }),
  no_failed_recipients: msg({
    id: 'refusals.no_failed_recipients',
    message: 'No failed recipient can be retried. Bounced, complained and suppressed addresses never are.',
  }),
  send_already_started: msg({
    id: 'refusals.send_already_started',
    message: 'This send has already started, so it can no longer be rescheduled or cancelled.',
  }),
  follow_up_not_sent: msg({
    id: 'refusals.follow_up_not_sent',
    message: 'A follow-up goes once the campaign has been sent, while no other send of it is under way.',
  }),
  stale_send_batch: msg({
    id: 'refusals.stale_send_batch',
    message: 'Another run of the sender took over this batch.',
  }),
  page_not_live: msg({ id: 'refusals.page_not_live', message: 'Publish the page before doing this.' }),
  page_has_subscription: msg({
    id: 'refusals.page_has_subscription',
    message: 'This page has a subscription: cancel it in the billing portal first.',
  }),
  already_subscribed: msg({
    id: 'refusals.already_subscribed',
    message: 'This page already has a plan. Change it from the billing portal.',
  }),
  no_subscription: msg({
    id: 'refusals.no_subscription',
    message: 'This workspace has no subscription to manage yet.',
  }),
  sender_domain_claimed: msg({
    id: 'refusals.sender_domain_claimed',
    message:
      "Another workspace has claimed this domain. A claim never verified is released after 72 hours; if the domain is yours and it stays taken, contact Pitchcraft's support.",
  }),
  sender_domain_in_use: msg({
    id: 'refusals.sender_domain_in_use',
    message: 'A send in progress uses this domain. Remove it once the send has finished or been cancelled.',
  }),
  sender_domain_limit: msg({
    id: 'refusals.sender_domain_limit',
    message:
      'This workspace has 50 sending domains, the most it can have. Remove one you no longer use first.',
  }),
  invitation_accepted: msg({
    id: 'refusals.invitation_accepted',
    message: 'This invitation has already been accepted.',
  }),
  invitation_expired: msg({
    id: 'refusals.invitation_expired',
    message: 'This invitation has expired. Ask for a new one.',
  }),

  invalid_email: msg({ id: 'refusals.invalid_email', message: 'Enter a valid email address.' }),
  invalid_phone: msg({ id: 'refusals.invalid_phone', message: 'Enter a valid phone number.' }),
  invalid_first_name: msg({ id: 'refusals.invalid_first_name', message: 'The first name is too long.' }),
  invalid_last_name: msg({ id: 'refusals.invalid_last_name', message: 'The last name is too long.' }),
  invalid_fields: msg({ id: 'refusals.invalid_fields', message: 'Some fields need your attention.' }),
  invalid_time_zone: msg({ id: 'refusals.invalid_time_zone', message: 'Choose a time zone from the list.' }),
  invalid_schedule: msg({
    id: 'refusals.invalid_schedule',
    message: 'Choose a time in the future, within a year.',
  }),
  invalid_subject_test: msg({
    id: 'refusals.invalid_subject_test',
    message:
      'A subject test needs 2 or 3 different subjects (up to 150 characters), a test share of 10 to 50 % and a wait of 1 to 168 hours.',
  }),
  subject_test_too_small: msg({
    id: 'refusals.subject_test_too_small',
    message:
      'Too few recipients for this test: each subject needs at least one. Raise the test share or send without a test.',
  }),
  invalid_sender_domain: msg({
    id: 'refusals.invalid_sender_domain',
    message: 'Enter a domain you own, such as mail.example.com, without http:// or an email address.',
  }),
  invalid_recipients: msg({ id: 'refusals.invalid_recipients', message: 'Use at least one recipient.' }),
  invalid_campaign: msg({
    id: 'refusals.invalid_campaign',
    message: 'Plan recipients can only be used by email campaigns.',
  }),
  new_owner_not_member: msg({
    id: 'refusals.new_owner_not_member',
    message: 'The new owner must be a member of the workspace.',
  }),
  content_required: msg({
    id: 'refusals.content_required',
    message: "Generate the page's content first.",
  }),
  slug_required: msg({
    id: 'refusals.slug_required',
    message: "Save a slug first: it is the page's address.",
  }),
  section_not_generated: msg({
    id: 'refusals.section_not_generated',
    message: 'This part could not be written again. Try once more, or regenerate the whole content.',
  }),
  approval_required: msg({
    id: 'refusals.approval_required',
    message: 'This needs approval first. Submit it for review; once it is approved, it can go out.',
  }),
  review_note_required: msg({
    id: 'refusals.review_note_required',
    message: 'Say what should change, so the editor knows what to do.',
  }),
  review_step_unavailable: msg({
    id: 'refusals.review_step_unavailable',
    message: 'The review has moved on since this screen was loaded. Reload to see where it stands.',
  }),
  sender_required: fieldMessages.senderRequired,
  sender_domain_not_owned: msg({
    id: 'refusals.sender_domain_not_owned',
    message:
      "The sender domain is not one of this workspace's domains. Choose a verified domain or Pitchcraft's shared domain.",
  }),
  sender_domain_not_verified: msg({
    id: 'refusals.sender_domain_not_verified',
    message:
      "The sender domain is not verified yet. Finish its DNS setup in Settings, or choose Pitchcraft's shared domain.",
  }),
  reply_to_required: msg({
    id: 'refusals.reply_to_required',
    message: "Add the workspace's contact email: replies to emails from Pitchcraft's shared domain go there.",
  }),
  subject_required: msg({
    id: 'refusals.subject_required',
    message: 'Write and save the email subject before sending.',
  }),
  postal_address_required: msg({
    id: 'refusals.postal_address_required',
    message: "Add the workspace's postal address in its contact information: every email must show it.",
  }),
  postal_address_missing_from_email: msg({
    id: 'refusals.postal_address_missing_from_email',
    message:
      "The email does not show the workspace's postal address. Add the street and city to its footer in the editor.",
  }),
  unsubscribe_link_missing: msg({
    id: 'refusals.unsubscribe_link_missing',
    message: 'The email has no unsubscribe link. Add one to its footer in the editor.',
  }),
  attachments_too_large: msg({
    id: 'refusals.attachments_too_large',
    message:
      'With its attachments, the email is over the 40 MB the provider accepts per message once encoded. Remove some attachments.',
  }),
  attachment_not_uploaded: msg({
    id: 'refusals.attachment_not_uploaded',
    message: 'The file did not finish uploading. Add it again.',
  }),
  attachment_size_mismatch: msg({
    id: 'refusals.attachment_size_mismatch',
    message: 'The file did not finish uploading. Add it again.',
  }),
  wrong_campaign_kind: msg({
    id: 'refusals.wrong_campaign_kind',
    message: 'This belongs to the other kind of campaign.',
  }),
  campaign_workspace_fixed: msg({
    id: 'refusals.campaign_workspace_fixed',
    message: 'A campaign stays in the workspace and kind it was created in.',
  }),

  rate_limited: msg({
    id: 'refusals.rate_limited',
    message: 'Too many requests. Please wait a moment and try again.',
  }),
  quota_exceeded: msg({
    id: 'refusals.quota_exceeded',
    message: 'You have reached the generation limit (10 a minute, 200 a day). Please try again later.',
  }),
  invitation_daily_limit: msg({
    id: 'refusals.invitation_daily_limit',
    message:
      'You have sent as many invitations as allowed today (15 per person, 30 per workspace). Try again tomorrow.',
  }),
  invitation_recently_sent: msg({
    id: 'refusals.invitation_recently_sent',
    message: 'This invitation was emailed a few minutes ago. Wait a little before sending it again.',
  }),

  ai_unavailable: msg({
    id: 'refusals.ai_unavailable',
    message: 'The writing service did not answer. Please try again in a few minutes.',
  }),
  ai_timeout: msg({
    id: 'refusals.ai_timeout',
    message: 'The writing service took too long. Please try again.',
  }),
  payment_unavailable: msg({
    id: 'refusals.payment_unavailable',
    message: 'The payment service did not answer. Please try again in a few minutes.',
  }),
  provider_unavailable: msg({
    id: 'refusals.provider_unavailable',
    message: 'The email provider did not answer. Please try again in a few minutes.',
  }),
  email_refused: msg({
    id: 'refusals.email_refused',
    message: 'The email provider refused this email. Check the address and try again.',
  }),
} satisfies Record<RefusalCode, MessageDescriptor>;
