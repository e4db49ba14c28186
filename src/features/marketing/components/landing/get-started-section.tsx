import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/router-links.tsx';

export function GetStartedSection() {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      aria-labelledby="get-started-title"
      py={{ base: 56, sm: 80 }}
      bg="brand.7"
      c="white"
    >
      <Container size="md" ta="center">
        <Title order={2} id="get-started-title" fz={{ base: 28, sm: 36 }} mb="sm">
          {t`Your next campaign is one prompt away`}
        </Title>
        <Text fz="lg" mb="xl" c="brand.0">
          {t`Create an account, set up your workspace and let Pitchcraft draft the first version.`}
        </Text>
        <Group justify="center">
          <ButtonLink to="/sign-up" size="lg" variant="white">
            {t`Create a free account`}
          </ButtonLink>
          <ButtonLink to="/sign-in" size="lg" variant="outline" color="white">
            {t`Sign in`}
          </ButtonLink>
        </Group>
      </Container>
    </Box>
  );
}
