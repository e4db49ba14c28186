import { useLingui } from '@lingui/react/macro';

/**
 * How a landing page visit's source reads, wherever it shows (the analytics' leads per source, the
 * leads list and its CSV): the host or utm_source as stored, and `direct` (nothing said where the
 * visit came from) as "Direct or unknown". docs/leads.md, "The visit's source".
 */
export function useSourceLabel() {
  const { t } = useLingui();
  return (source: string) => (source === 'direct' ? t`Direct or unknown` : source);
}
