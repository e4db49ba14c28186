import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Enums } from '@/lib/database.types.ts';

type ReviewAction = Enums<'review_action'>;

/** How each review step is named in a history, the team's and the client reviewer's alike. */
export const REVIEW_ACTION_LABELS: Record<ReviewAction, MessageDescriptor> = {
  submitted: msg`Submitted for review`,
  approved: msg`Approved`,
  changes_requested: msg`Changes requested`,
  withdrawn: msg`Withdrawn from review`,
  reopened: msg`Edited after submission: back to not submitted`,
};
