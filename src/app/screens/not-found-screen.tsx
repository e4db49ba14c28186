import { useLingui } from '@lingui/react/macro';
import { Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { ButtonLink } from '@/components/router-links.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';

/** A path that matches no route: a 404 inside the current layout, never a dead end. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="md" ta="center" maw={560}>
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMapPinQuestion size={34} />
        </ThemeIcon>
        <Text fw={800} fz={56} lh={1} c="brand.6">
          404
        </Text>
        <Title order={1} fz={24}>
          {t(errorMessages.pageNotFound)}
        </Title>
        <Text c="dimmed">
          {t`Nothing lives at this address:`} <Code>{pathname}</Code>
        </Text>
        <ButtonLink to="/" variant="light">
          {t`Go to the home page`}
        </ButtonLink>
      </Stack>
    </Center>
  );
}
