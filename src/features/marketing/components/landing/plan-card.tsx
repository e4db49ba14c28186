import { useLingui } from '@lingui/react/macro';
import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useFormatters } from '@/lib/i18n/format.ts';
import { offerNames, planFeatureNames } from '@/lib/pricing/offer-text.ts';
import type { LandingPlan } from './landing-pricing.ts';

export function PlanCard({ plan }: { plan: LandingPlan }) {
  const { t } = useLingui();
  const format = useFormatters();
  const name = offerNames[plan.id];
  const price = format.money(plan.monthly_price_cents / 100, plan.currency.toUpperCase());
  const recipients = format.number(plan.monthly_recipients);
  const features = plan.features.flatMap((key) => {
    const words = planFeatureNames[key];
    if (words) return [t(words)];
    return key === 'monthly_recipients' ? [t`${recipients} recipients per month`] : [];
  });
  return (
    <Paper withBorder radius="lg" p="xl">
      <Title order={4} fz="lg">
        {name ? t(name) : plan.name}
      </Title>
      <Text fz={32} fw={800} lh={1.2} mt={4}>
        {t`${price}/month`}
      </Text>
      <Text c="dark.4" fz="sm" mb="md">
        {t`Monthly · payment required · cancel anytime`}
      </Text>
      <List
        spacing={6}
        fz="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light">
            <IconCheck size={13} aria-hidden />
          </ThemeIcon>
        }
      >
        {features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
