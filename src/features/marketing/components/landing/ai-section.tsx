import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconBrain, IconColorSwatch, IconLayoutGrid, IconMoodSmile } from '@tabler/icons-react';
import { FeatureGrid } from './feature-grid.tsx';
import { LandingSection } from './landing-section.tsx';

const aiFeatures = [
  {
    icon: IconBrain,
    title: msg`Copy that sells`,
    description: msg`Subject, headline, body and calls to action written from your brief and your audience.`,
  },
  {
    icon: IconMoodSmile,
    title: msg`A mood for every brand`,
    description: msg`Elegant, modern, playful, corporate and more: pick the tone and the design follows.`,
  },
  {
    icon: IconLayoutGrid,
    title: msg`Template recommendations`,
    description: msg`Pitchcraft suggests the landing page templates that fit what you sell.`,
  },
  {
    icon: IconColorSwatch,
    title: msg`Colours from your logo`,
    description: msg`Upload a logo and get a four-colour palette for backgrounds, text, accents and borders.`,
  },
] as const;

export function AiSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="ai"
      eyebrow={t`AI features`}
      title={t`AI that works from your brief, not from a blank page`}
      description={t`Tell Pitchcraft what you offer and to whom. It drafts the campaign and the page; you stay in control of every word.`}
    >
      <FeatureGrid items={aiFeatures} columns={4} />
    </LandingSection>
  );
}
