import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import type { SenderDomainRefusalCode } from '../api/sender-domains-function.ts';

/** Why the sending-domains function refused, in words a user can act on. */
export const senderDomainRefusalMessages: Record<SenderDomainRefusalCode, MessageDescriptor> = {
  invalid_request: errorMessages.generic,
  sender_domain_not_found: msg`This domain no longer exists in this workspace, or only the owner and admins can manage it.`,
  invalid_sender_domain: msg`Enter a domain you own, such as mail.example.com, without http:// or an email address.`,
  sender_domain_claimed: msg`Another workspace has claimed this domain. A claim never verified is released after 72 hours; if the domain is yours and it stays taken, contact Pitchcraft's support.`,
  sender_domain_in_use: msg`A send in progress uses this domain. Remove it once the send has finished or been cancelled.`,
  sender_domain_limit: msg`This workspace has 50 sending domains, the most it can have. Remove one you no longer use first.`,
  provider_unavailable: msg`The email provider did not answer. Please try again in a few minutes.`,
  unknown: errorMessages.generic,
};
