import { useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import { WaitlistForm } from '../../waitlist/waitlist-form.tsx';
import { LandingSection } from './landing-section.tsx';

export function WaitlistSection() {
  const { t } = useLingui();
  return (
    <LandingSection
      id="waitlist"
      eyebrow={t`Newsletter`}
      title={t`Hear first when new features ship`}
      description={t`Join the waitlist for team collaboration, subscription plans and the rest of the roadmap. One email when something ships; nothing else.`}
    >
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={620} mx="auto">
        <WaitlistForm />
        <Text c="gray.7" fz="xs" mt="sm">
          {t`We use your address only for these updates.`}
        </Text>
      </Paper>
    </LandingSection>
  );
}
