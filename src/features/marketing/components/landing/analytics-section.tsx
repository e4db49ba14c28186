import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconClick, IconMailOpened, IconTruckDelivery, IconUserCheck } from '@tabler/icons-react';
import { FeatureGrid } from './feature-grid.tsx';
import { LandingSection } from './landing-section.tsx';

const analytics = [
  {
    icon: IconTruckDelivery,
    title: msg`Delivery`,
    description: msg`Sent, delivered, delayed, bounced or failed: the state of every message.`,
  },
  {
    icon: IconMailOpened,
    title: msg`Opens`,
    description: msg`Who opened the campaign, and when, with each recipient's full history.`,
  },
  {
    icon: IconClick,
    title: msg`Clicks`,
    description: msg`Which recipients clicked through to your page or offer.`,
  },
  {
    icon: IconUserCheck,
    title: msg`Leads`,
    description: msg`Contacts captured by your landing pages, ready to follow up.`,
  },
] as const;

export function AnalyticsSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="analytics"
      eyebrow={t`Analytics`}
      title={t`Know what happened to every email`}
      description={t`Per-recipient delivery and engagement, collected as it happens.`}
    >
      <FeatureGrid items={analytics} columns={4} />
    </LandingSection>
  );
}
