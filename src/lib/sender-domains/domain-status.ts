import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SenderDomainStatus } from './sender-domains.ts';

/** Resend's domain statuses in the reader's language, coloured the same everywhere. */
export const domainStatusLabels: Record<SenderDomainStatus, { label: MessageDescriptor; color: string }> = {
  verified: { label: msg({ id: 'sender-domains.status.verified', message: 'Verified' }), color: 'teal' },
  pending: { label: msg({ id: 'sender-domains.status.pending', message: 'Pending' }), color: 'yellow' },
  not_started: {
    label: msg({ id: 'sender-domains.status.not-started', message: 'Not started' }),
    color: 'gray',
  },
  failed: { label: msg({ id: 'sender-domains.status.failed', message: 'Failed' }), color: 'red' },
  temporary_failure: {
    label: msg({ id: 'sender-domains.status.temporary-failure', message: 'Temporary failure' }),
    color: 'orange',
  },
};

/** A DNS record's own status (Resend: verified, pending, failed, temporary_failure, not_started). */
export function recordStatusLabel(status: string) {
  return status in domainStatusLabels
    ? domainStatusLabels[status as SenderDomainStatus]
    : domainStatusLabels.not_started;
}
