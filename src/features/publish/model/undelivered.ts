import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UndeliveredKind } from '../api/get-undelivered-recipients.ts';

/** The filter's and the badges' names of each kind of "didn't get it". */
export const undeliveredKindLabels: Record<UndeliveredKind, MessageDescriptor> = {
  failed: msg({ id: 'undelivered.kind.failed', message: 'Failed' }),
  bounced: msg({ id: 'undelivered.kind.bounced', message: 'Bounced' }),
  delayed: msg({ id: 'undelivered.kind.delayed', message: 'Delayed' }),
  suppressed: msg({ id: 'undelivered.kind.suppressed', message: 'Suppressed' }),
};

export const undeliveredKindColors: Record<UndeliveredKind, string> = {
  failed: 'red',
  bounced: 'orange',
  delayed: 'yellow',
  suppressed: 'gray',
};

/** Why an address is on the suppression list, as the list says it. */
export const suppressionReasonLabels = {
  unsubscribed: msg`On the suppression list: unsubscribed`,
  bounced: msg`On the suppression list: an earlier email bounced`,
  complained: msg`On the suppression list: marked an email as spam`,
} as const satisfies Record<string, MessageDescriptor>;
