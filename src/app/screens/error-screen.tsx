import { useLingui } from '@lingui/react/macro';
import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isChunkLoadError, reloadOnceForFailedChunk } from '@/lib/build/chunk-reload.ts';
import { isUnauthorized, statusOf } from '@/lib/errors/app-errors.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { reportUnauthorized } from '@/lib/http/unauthorized.ts';

/**
 * The error screen (SPEC §2): the status code and a button that clears the error and goes to the
 * root. A 401 ends the session instead; a chunk that failed to load reloads the page once.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const router = useRouter();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForFailedChunk());
  const status = statusOf(error) ?? 500;

  useEffect(() => {
    // The app-level handler only logs (SPEC §8); the screen is what the user sees.
    console.error(error);
    if (isUnauthorized(error)) reportUnauthorized();
  }, [error]);

  if (reloading) return null;

  const clearErrors = async () => {
    reset();
    await router.navigate({ to: '/' });
    await router.invalidate();
  };

  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" ta="center" maw={520} role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} />
        </ThemeIcon>
        <Text fw={800} fz={56} lh={1} c="red.7" aria-label={t`Status code ${status}`}>
          {status}
        </Text>
        <Title order={1} fz={24}>
          {t(errorMessages.generic)}
        </Title>
        {import.meta.env.DEV && error instanceof Error && <Code block>{error.message}</Code>}
        <Button onClick={clearErrors} size="md">
          {t`Clear errors`}
        </Button>
      </Stack>
    </Center>
  );
}
