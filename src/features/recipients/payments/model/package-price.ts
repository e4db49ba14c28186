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
