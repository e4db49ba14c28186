import { useLingui } from '@lingui/react/macro';

/** SPEC §1: announced, not built yet. */
export function useComingSoonFeatures(): string[] {
  const { t } = useLingui();
  return [
    t`Team collaboration`,
    t`Subscription plans`,
    t`Analytics dashboard`,
    t`Approval workflows`,
    t`Advanced team permissions and roles`,
  ];
}
