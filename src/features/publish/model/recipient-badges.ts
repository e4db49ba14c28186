import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The delivery and engagement flags a recipient row carries. */
export type RecipientFlags = {
  sent: boolean;
  delivered: boolean;
  opened: boolean;
  clicked: boolean;
  bounced: boolean;
  failed: boolean;
  complained: boolean;
  delayed: boolean;
};

/** SPEC §4's recipient badges. */
export type EngagementBadge =
  | 'not_sent'
  | 'not_opened'
  | 'opened'
  | 'not_clicked'
  | 'clicked'
  | 'opened_and_clicked';

/** What went wrong on the way to the inbox, when something did. */
export type DeliveryIssue = 'failed' | 'bounced' | 'complained' | 'delayed';

/**
 * The badges a recipient shows: whether it was sent, then whether it was opened and clicked. A
 * click without an open is a click (the open pixel was blocked), so it is not "not opened".
 */
export function engagementBadges(flags: RecipientFlags): EngagementBadge[] {
  if (!flags.sent) return ['not_sent'];
  if (flags.opened && flags.clicked) return ['opened_and_clicked'];
  if (flags.clicked) return ['clicked'];
  if (flags.opened) return ['opened', 'not_clicked'];
  return ['not_opened'];
}

/** The worst thing that happened on delivery; a delay that ended in a delivery is forgotten. */
export function deliveryIssue(flags: RecipientFlags): DeliveryIssue | null {
  if (flags.failed) return 'failed';
  if (flags.bounced) return 'bounced';
  if (flags.complained) return 'complained';
  if (flags.delayed && !flags.delivered) return 'delayed';
  return null;
}

export const engagementBadgeLabels: Record<EngagementBadge, MessageDescriptor> = {
  not_sent: msg({ id: 'recipients.badge.not-sent', message: 'Not sent' }),
  not_opened: msg({ id: 'recipients.badge.not-opened', message: 'Not opened' }),
  opened: msg({ id: 'recipients.badge.opened', message: 'Opened' }),
  not_clicked: msg({ id: 'recipients.badge.not-clicked', message: 'Not clicked' }),
  clicked: msg({ id: 'recipients.badge.clicked', message: 'Clicked' }),
  opened_and_clicked: msg({ id: 'recipients.badge.opened-and-clicked', message: 'Opened and clicked' }),
};

export const engagementBadgeColors: Record<EngagementBadge, string> = {
  not_sent: 'gray',
  not_opened: 'yellow',
  opened: 'blue',
  not_clicked: 'gray',
  clicked: 'teal',
  opened_and_clicked: 'teal',
};

export const deliveryIssueLabels: Record<DeliveryIssue, MessageDescriptor> = {
  failed: msg({ id: 'recipients.issue.failed', message: 'Failed' }),
  bounced: msg({ id: 'recipients.issue.bounced', message: 'Bounced' }),
  complained: msg({ id: 'recipients.issue.complained', message: 'Marked as spam' }),
  delayed: msg({ id: 'recipients.issue.delayed', message: 'Delayed' }),
};
