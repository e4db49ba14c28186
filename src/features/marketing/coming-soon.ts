import { useLingui } from '@lingui/react/macro';

/**
 * SPEC §1's announced features that are not built yet. Members with roles, per-campaign
 * analytics and monthly page plans already exist, so each item names the part still to come.
 */
export function useComingSoonFeatures(): string[] {
  const { t } = useLingui();
  return [
    t`Team collaboration on campaigns`,
    t`Subscription plans for the whole account`,
    t`Analytics dashboard across campaigns`,
    t`Approval workflows`,
    t`Advanced team permissions and roles`,
  ];
}
