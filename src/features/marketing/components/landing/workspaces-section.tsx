import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconBuildingStore, IconSignature, IconStack2 } from '@tabler/icons-react';
import { FeatureGrid } from './feature-grid.tsx';
import { LandingSection } from './landing-section.tsx';

const workspaceFeatures = [
  {
    icon: IconStack2,
    title: msg`One workspace per business`,
    description: msg`Keep brands apart: each workspace has its own colours, logo, contacts and campaigns.`,
  },
  {
    icon: IconBuildingStore,
    title: msg`Clients inside workspaces`,
    description: msg`Agencies run campaigns on behalf of clients, each with its own leads and sender.`,
  },
  {
    icon: IconSignature,
    title: msg`Send as yourself`,
    description: msg`Set the sender name and domain per workspace or per client.`,
  },
] as const;

export function WorkspacesSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="workspaces"
      eyebrow={t`Workspaces`}
      title={t`Built for agencies and the businesses they serve`}
      tinted
    >
      <FeatureGrid items={workspaceFeatures} />
    </LandingSection>
  );
}
