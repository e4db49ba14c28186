import { msg } from '@lingui/core/macro';

/** What the user reads when use_plan_recipients refuses. */
export const planRecipientsMessages = {
  noneLeft: msg`The page's plan doesn't have that many recipients left. Choose a smaller number.`,
  invalidCount: msg`Use at least one recipient.`,
  emailOnly: msg`Plan recipients can only be used by email campaigns.`,
  notFound: msg`This page or campaign is no longer available to you.`,
};
