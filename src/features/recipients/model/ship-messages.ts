import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import type { ShipRefusalCode } from '../api/ship-campaign.ts';
import type { ShipBlocker } from './ship-plan.ts';

/** Why a ship was refused, in words a user can act on. */
export const shipRefusalMessages: Record<ShipRefusalCode, MessageDescriptor> = {
  campaign_not_ready: msg`This email has no content to send yet. Create or edit it first.`,
  sender_required: errorMessages.senderRequired,
  subject_required: msg`Write and save the email subject before sending.`,
  postal_address_required: msg`Add the workspace's postal address in its contact information: every email must show it.`,
  no_payment: errorMessages.noPaymentInformation,
  no_recipients_left: errorMessages.noRecipientsRemaining,
  no_recipients: msg`There are no new recipients to send to: everyone was sent already or is on the suppression list.`,
  unknown: errorMessages.generic,
};

/** Why the ship button is off, shown under it. */
export const shipBlockerMessages: Record<ShipBlocker, MessageDescriptor> = {
  sending: msg`This campaign is being sent.`,
  content: shipRefusalMessages.campaign_not_ready,
  sender: msg`The sender information cannot be empty. Save the sender above.`,
  subject: msg`Save an email subject above.`,
  postal_address: shipRefusalMessages.postal_address_required,
  no_recipients: msg`Upload recipients who have not been sent this email yet.`,
  no_payment: errorMessages.noPaymentInformation,
  no_recipients_left: errorMessages.noRecipientsRemaining,
};
