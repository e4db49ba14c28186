import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import type { ResumeRefusalCode } from '../api/resume-send-job.ts';
import type { ShipRefusalCode } from '../api/ship-campaign.ts';
import type { ShipBlocker } from './ship-plan.ts';

/** Why a ship was refused, in words a user can act on. */
export const shipRefusalMessages: Record<ShipRefusalCode, MessageDescriptor> = {
  campaign_not_ready: msg`This email has no content to send yet. Create or edit it first.`,
  sender_required: errorMessages.senderRequired,
  sender_domain_not_owned: msg`The sender domain is not one of this workspace's domains. Choose a verified domain or Pitchcraft's shared domain.`,
  sender_domain_not_verified: msg`The sender domain is not verified yet. Finish its DNS setup in Settings, or choose Pitchcraft's shared domain.`,
  reply_to_required: msg`Add the workspace's contact email: replies to emails from Pitchcraft's shared domain go there.`,
  subject_required: msg`Write and save the email subject before sending.`,
  postal_address_required: msg`Add the workspace's postal address in its contact information: every email must show it.`,
  postal_address_missing_from_email: msg`The email does not show the workspace's postal address. Add the street and city to its footer in the editor.`,
  unsubscribe_link_missing: msg`The email has no unsubscribe link. Add one to its footer in the editor.`,
  attachments_too_large: msg`With its attachments, the email is over the 40 MB the provider accepts per message once encoded. Remove some attachments.`,
  no_payment: errorMessages.noPaymentInformation,
  no_recipients_left: errorMessages.noRecipientsRemaining,
  no_recipients: msg`There are no new recipients to send to: everyone was sent already or is on the suppression list.`,
  unknown: errorMessages.generic,
};

/** Why the ship button is off, shown under it. */
export const shipBlockerMessages: Record<ShipBlocker, MessageDescriptor> = {
  sending: msg`This campaign is being sent.`,
  content: shipRefusalMessages.campaign_not_ready,
  checking: msg`Checking what the send needs…`,
  checklist: msg`Fix the items marked “Must fix” in the checklist first.`,
  no_recipients: msg`Upload recipients who have not been sent this email yet.`,
  no_payment: errorMessages.noPaymentInformation,
  no_recipients_left: errorMessages.noRecipientsRemaining,
};

/** Why resuming a paused send was refused. */
export const resumeRefusalMessages: Record<ResumeRefusalCode, MessageDescriptor> = {
  sender_domain_not_owned: shipRefusalMessages.sender_domain_not_owned,
  sender_domain_not_verified: msg`The sender domain is still not verified. Check its DNS records in Settings, then resume.`,
  send_job_not_paused: msg`This send is no longer paused: it was resumed or has finished.`,
  not_allowed: msg`Only the owner and the admins of this workspace can resume a send.`,
  unknown: errorMessages.generic,
};
