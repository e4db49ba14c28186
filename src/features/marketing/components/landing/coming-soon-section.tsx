import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { useComingSoonFeatures } from '../../coming-soon.ts';
import { LandingSection } from './landing-section.tsx';

export function ComingSoonSection() {
  const { t } = useLingui();
  const features = useComingSoonFeatures();
  return (
    <LandingSection id="coming-soon" eyebrow={t`Coming soon`} title={t`What we are building next`} tinted>
      <Group justify="center" gap="sm">
        {features.map((feature) => (
          <Badge
            key={feature}
            size="xl"
            variant="outline"
            radius="sm"
            tt="none"
            fw={500}
            maw="100%"
            // Long names wrap on phones instead of ending in an ellipsis.
            styles={{
              root: { height: 'auto', paddingBlock: 6 },
              label: { whiteSpace: 'normal', textAlign: 'center' },
            }}
          >
            {feature}
          </Badge>
        ))}
      </Group>
    </LandingSection>
  );
}
