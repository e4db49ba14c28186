import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ButtonLink } from '@/components/router-links.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { LandingSection } from './landing-section.tsx';

type CampaignPackage = {
  name: MessageDescriptor;
  recipients: number;
  priceUsd: number;
  mostPopular?: boolean;
};

/** SPEC §9. The database becomes the source of these figures when payments land. */
const campaignPackages: readonly CampaignPackage[] = [
  { name: msg`Basic`, recipients: 500, priceUsd: 8.99 },
  { name: msg`Standard`, recipients: 1000, priceUsd: 13.99, mostPopular: true },
  { name: msg`Premium`, recipients: 2500, priceUsd: 24.99 },
];

const webpagePlans = [
  {
    name: msg`Basic`,
    features: [
      msg`Landing page builder`,
      msg`Custom domain`,
      msg`Basic analytics`,
      msg`Responsive design`,
      msg`Lead form with email and phone`,
    ],
  },
  {
    name: msg`Premium`,
    features: [msg`Everything in Basic`, msg`500 recipients per month`, msg`Advanced analytics`],
  },
] as const;

export function PricingSection() {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <LandingSection
      id="pricing"
      eyebrow={t`Pricing`}
      title={t`Pay per campaign. No subscription needed.`}
      description={t`Each package covers one campaign, with unlimited sends within its recipient limit.`}
      tinted
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {campaignPackages.map((pack) => {
          const recipients = format.number(pack.recipients);
          return (
            <Paper
              key={pack.recipients}
              withBorder
              radius="lg"
              p="xl"
              shadow={pack.mostPopular ? 'md' : undefined}
              style={
                pack.mostPopular ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : undefined
              }
            >
              <Stack gap="xs">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Title order={3} fz="xl">
                    {t(pack.name)}
                  </Title>
                  {pack.mostPopular && <Badge variant="filled">{t`Most popular`}</Badge>}
                </Group>
                <Text fz={40} fw={800} lh={1.1}>
                  {format.money(pack.priceUsd)}
                </Text>
                <Text c="dimmed">{t`Up to ${recipients} recipients`}</Text>
                <Text c="dimmed" fz="sm">{t`One campaign · pay per use`}</Text>
                <ButtonLink to="/sign-up" variant={pack.mostPopular ? 'filled' : 'light'} mt="sm">
                  {t`Get started`}
                </ButtonLink>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Title order={3} ta="center" mt={64} mb="lg" fz="xl">
        {t`Landing page plans`}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={820} mx="auto">
        {webpagePlans.map((plan) => (
          <Paper key={plan.name.id} withBorder radius="lg" p="xl">
            <Title order={4} fz="lg">
              {t(plan.name)}
            </Title>
            <Text c="dimmed" fz="sm" mb="md">
              {t`Monthly · payment required · cancel anytime`}
            </Text>
            <List
              spacing={6}
              fz="sm"
              icon={
                <ThemeIcon size={20} radius="xl" variant="light">
                  <IconCheck size={13} />
                </ThemeIcon>
              }
            >
              {plan.features.map((feature) => (
                <List.Item key={feature.id}>{t(feature)}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
