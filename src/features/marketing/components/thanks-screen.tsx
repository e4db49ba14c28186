import { useLingui } from '@lingui/react/macro';
import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links.tsx';

/** Where a visitor lands after sending us their details. */
export function ThanksScreen() {
  const { t } = useLingui();
  return (
    <Container size="sm" py={{ base: 64, sm: 120 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconHeartHandshake size={40} />
        </ThemeIcon>
        <Title order={1}>{t`Thank you!`}</Title>
        <Text c="dimmed" fz="lg">
          {t`We have received your details and will be in touch soon.`}
        </Text>
        <ButtonLink to="/" variant="light">
          {t`Back to the home page`}
        </ButtonLink>
      </Stack>
    </Container>
  );
}
