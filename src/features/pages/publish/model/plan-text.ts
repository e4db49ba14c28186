import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// webpage_plans.features holds keys; their words live here, in both languages.
const FEATURES: Record<string, MessageDescriptor> = {
  landing_page_builder: msg`Landing page builder`,
  custom_domain: msg`Custom domain`,
  basic_analytics: msg`Basic analytics`,
  responsive_design: msg`Responsive design`,
  lead_form: msg`Lead form with email and phone`,
  advanced_analytics: msg`Advanced analytics`,
};

const PLAN_NAMES: Record<string, MessageDescriptor> = {
  basic: msg`Basic`,
  premium: msg`Premium`,
};

/** A feature key in the reader's language; an unknown key is left out rather than shown raw. */
export const planFeature = (i18n: I18n, key: string): string | null =>
  FEATURES[key] ? i18n._(FEATURES[key]) : null;

/** A plan's name in the reader's language, or the table's name for a plan added later. */
export const planName = (i18n: I18n, id: string, fallback: string) =>
  PLAN_NAMES[id] ? i18n._(PLAN_NAMES[id]) : fallback;

/**
 * A price stored in the currency's smallest unit in whole units (cents to dollars), as many
 * decimals as the currency has.
 */
export function priceInUnits(smallestUnits: number, currency: string): number {
  const decimals =
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return smallestUnits / 10 ** decimals;
}
