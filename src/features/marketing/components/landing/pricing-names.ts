import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names of the packages and plans the database holds (by id); others show their own name. */
export const offerNames: Record<string, MessageDescriptor> = {
  basic: msg`Basic`,
  standard: msg`Standard`,
  premium: msg`Premium`,
};

/** `webpage_plans.features` holds keys; these are their words. */
export const planFeatureNames: Record<string, MessageDescriptor> = {
  landing_page_builder: msg`Landing page builder`,
  custom_domain: msg`Custom domain`,
  basic_analytics: msg`Basic analytics`,
  responsive_design: msg`Responsive design`,
  lead_form: msg`Lead form with email and phone`,
  advanced_analytics: msg`Advanced analytics`,
};
