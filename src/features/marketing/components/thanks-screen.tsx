import { useLingui } from '@lingui/react/macro';
import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links.tsx';

/** Where a visitor lands after sending their details through the contact and registration form. */
export function ThanksScreen() {
  const { t } = useLingui();
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconHeartHandshake size={40} />
        </ThemeIcon>
        <Title order={1}>{t`Thank you!`}</Title>
        <Text c="gray.7" fz="lg">
          {t`We have received your details and will write to you by email within one business day.`}
        </Text>
        <Text c="gray.7">
          {t`In the meantime, see what Pitchcraft writes for your business in the live demo, or create your free account.`}
        </Text>
        <Group justify="center" mt="sm">
          <ButtonLink to="/livedemo">{t`Try the live demo`}</ButtonLink>
          <ButtonLink to="/sign-up" variant="default">
            {t`Create your account`}
          </ButtonLink>
          <ButtonLink to="/" variant="subtle">
            {t`Back to the home page`}
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
