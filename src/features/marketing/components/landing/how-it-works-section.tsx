import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconChartBar, IconEdit, IconSend, IconSparkles } from '@tabler/icons-react';
import { FeatureGrid } from './feature-grid.tsx';
import { LandingSection } from './landing-section.tsx';

const steps = [
  {
    icon: IconSparkles,
    title: msg`1. Describe it`,
    description: msg`One prompt with the express form, or a guided brief: goals, audience, brand colours and tone.`,
  },
  {
    icon: IconEdit,
    title: msg`2. Refine it`,
    description: msg`Edit the generated email with drag and drop, and the landing page section by section.`,
  },
  {
    icon: IconSend,
    title: msg`3. Send and publish`,
    description: msg`Upload your recipients from CSV or Excel, ship the campaign and put the page live.`,
  },
  {
    icon: IconChartBar,
    title: msg`4. Follow every recipient`,
    description: msg`See who received, opened and clicked, and collect leads from your page's form.`,
  },
] as const;

export function HowItWorksSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="product"
      eyebrow={t`Product`}
      title={t`From an idea to a sent campaign, in one place`}
      description={t`Pitchcraft covers the whole journey: writing, design, sending, the landing page and what happens next.`}
    >
      <FeatureGrid items={steps} columns={4} />
    </LandingSection>
  );
}
