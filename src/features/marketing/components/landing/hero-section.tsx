import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links.tsx';
import { ProductIllustration } from './product-illustration.tsx';

export function HeroSection() {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 56, sm: 96 }}
      style={{
        background:
          'radial-gradient(1200px 500px at 80% -10%, var(--mantine-color-brand-1), transparent), radial-gradient(800px 400px at -10% 110%, #fff3d6, transparent)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} verticalSpacing={48}>
          <Stack gap="lg" justify="center">
            <Badge size="lg" variant="white" radius="xl" style={{ alignSelf: 'flex-start' }}>
              {t`Shipped v1.0`}
            </Badge>
            <Title
              order={1}
              id="hero-title"
              fz={{ base: 38, sm: 52 }}
              lh={1.08}
              style={{ letterSpacing: '-0.03em' }}
            >
              {t`Email campaigns and landing pages, crafted by AI in minutes`}
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="dark.4">
              {t`Describe what you sell. Pitchcraft writes, designs and builds the campaign and its landing page in your brand colours — for your business or for every client of your agency.`}
            </Text>
            <Group gap="sm">
              <ButtonLink to="/sign-up" size="lg" rightSection={<IconArrowRight size={18} />}>
                {t`Start for free`}
              </ButtonLink>
              <ButtonLink
                to="/livedemo"
                size="lg"
                variant="default"
                leftSection={<IconPlayerPlay size={18} />}
              >
                {t`See how it works`}
              </ButtonLink>
            </Group>
            <Text fz="sm" c="gray.7">
              {t`No subscription for campaigns: pay per campaign, by the number of recipients.`}
            </Text>
          </Stack>
          <ProductIllustration />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
