import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The database names its packages and page plans in English (by id); the known ones are
// translated here, and one added later shows its database name until it gets an entry.
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

/** A package's or plan's name in the reader's language. */
export function offerName(i18n: I18n, id: string | null, databaseName: string): string {
  const known = id ? offerNames[id] : undefined;
  return known ? i18n._(known) : databaseName;
}

/** A feature key in the reader's language; an unknown key is left out rather than shown raw. */
export const planFeature = (i18n: I18n, key: string): string | null =>
  planFeatureNames[key] ? i18n._(planFeatureNames[key]) : null;

/**
 * A price stored in the currency's smallest unit (as Stripe stores it) in whole units: cents for
 * dollars, yen for yen, as many decimals as the currency has.
 */
export function priceInUnits(smallestUnits: number, currency: string): number {
  const decimals =
    new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return smallestUnits / 10 ** decimals;
}
