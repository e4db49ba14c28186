import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  IconDragDrop,
  IconFileSpreadsheet,
  IconForms,
  IconLanguage,
  IconPalette,
  IconPhoto,
} from '@tabler/icons-react';
import { FeatureGrid } from './feature-grid.tsx';
import { LandingSection } from './landing-section.tsx';

const features = [
  {
    icon: IconDragDrop,
    title: msg`Drag-and-drop email editor`,
    description: msg`Every generated campaign opens in a full email editor. Move blocks, change copy, swap images.`,
  },
  {
    icon: IconPalette,
    title: msg`Your brand, every time`,
    description: msg`Four-colour palettes per workspace and client, taken from your logo in one click.`,
  },
  {
    icon: IconFileSpreadsheet,
    title: msg`Recipients from CSV or Excel`,
    description: msg`Upload a list, see at once which addresses are invalid, and keep only the good ones.`,
  },
  {
    icon: IconForms,
    title: msg`Landing pages that capture leads`,
    description: msg`Thirteen templates, a lead form on every page, and leads listed per client.`,
  },
  {
    icon: IconPhoto,
    title: msg`Export previews as images`,
    description: msg`Share a campaign or page for approval as a picture, before anything is sent.`,
  },
  {
    icon: IconLanguage,
    title: msg`English and Spanish`,
    description: msg`The whole app speaks both languages; switch whenever you like.`,
  },
] as const;

export function FeaturesSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="features"
      eyebrow={t`Features`}
      title={t`Everything a campaign needs, nothing it does not`}
      tinted
    >
      <FeatureGrid items={features} />
    </LandingSection>
  );
}
