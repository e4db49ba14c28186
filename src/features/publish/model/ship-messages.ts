import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import type { ShipBlocker } from './ship-plan.ts';

/** Why the ship button is off, shown under it. */
export const shipBlockerMessages: Record<ShipBlocker, MessageDescriptor> = {
  sending: msg`This campaign is being sent.`,
  content: refusalMessages.campaign_not_ready,
  checking: msg`Checking what the send needs…`,
  checklist: msg`Fix the items marked “Must fix” in the checklist first.`,
  no_recipients: msg`Upload recipients who have not been sent this email yet.`,
  no_payment: refusalMessages.no_payment,
  no_recipients_left: refusalMessages.no_recipients_left,
};
