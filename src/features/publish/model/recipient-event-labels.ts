import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Enums } from '@/lib/database.types.ts';

export type RecipientEventType = Enums<'recipient_event_type'>;

/** SPEC §4's recipient events, as the history in the detail dialog names them. */
export const recipientEventLabels: Record<RecipientEventType, MessageDescriptor> = {
  sent: msg({ id: 'recipients.event.sent', message: 'Sent' }),
  delivered: msg({ id: 'recipients.event.delivered', message: 'Delivered' }),
  delivery_delayed: msg({ id: 'recipients.event.delivery-delayed', message: 'Delivery delayed' }),
  opened: msg({ id: 'recipients.event.opened', message: 'Opened' }),
  clicked: msg({ id: 'recipients.event.clicked', message: 'Clicked a link' }),
  bounced: msg({ id: 'recipients.event.bounced', message: 'Bounced' }),
  complained: msg({ id: 'recipients.event.complained', message: 'Marked as spam' }),
  failed: msg({ id: 'recipients.event.failed', message: 'Sending failed' }),
};

export const recipientEventColors: Record<RecipientEventType, string> = {
  sent: 'indigo',
  delivered: 'teal',
  delivery_delayed: 'yellow',
  opened: 'blue',
  clicked: 'teal',
  bounced: 'red',
  complained: 'orange',
  failed: 'red',
};
