import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links.tsx';
import { LandingSection } from './landing-section.tsx';

/** Testimonials appear here once real customers give them; until then we say so plainly. */
export function StoriesSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="testimonials"
      eyebrow={t`Testimonials`}
      title={t`Your story could be the first one here`}
    >
      <Paper withBorder radius="lg" p="xl" maw={680} mx="auto">
        <Stack align="center" ta="center" gap="sm">
          <IconQuote size={36} color="var(--mantine-color-brand-4)" aria-hidden />
          <Text fz="lg">
            {t`Pitchcraft has just shipped v1.0. We publish what customers say about it only with their permission — send us yours after your first campaign.`}
          </Text>
          <ButtonLink to="/sign-up" variant="light">
            {t`Create your first campaign`}
          </ButtonLink>
        </Stack>
      </Paper>
    </LandingSection>
  );
}
