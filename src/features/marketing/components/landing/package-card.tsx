import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/router-links.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { offerNames } from '@/lib/pricing/offer-text.ts';
import type { LandingPackage } from './landing-pricing.ts';

export function PackageCard({ pack }: { pack: LandingPackage }) {
  const { t } = useLingui();
  const format = useFormatters();
  const name = offerNames[pack.id];
  const recipients = format.number(pack.recipients);
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      shadow={pack.is_popular ? 'md' : undefined}
      style={pack.is_popular ? { borderColor: 'var(--mantine-color-brand-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz="xl">
            {name ? t(name) : pack.name}
          </Title>
          {pack.is_popular && <Badge variant="filled">{t`Most popular`}</Badge>}
        </Group>
        <Text fz={40} fw={800} lh={1.1}>
          {format.money(pack.price_cents / 100, pack.currency.toUpperCase())}
        </Text>
        <Text c="dark.4">{t`Up to ${recipients} recipients`}</Text>
        <Text c="dark.4" fz="sm">{t`One campaign · pay per use`}</Text>
        <ButtonLink to="/sign-up" variant={pack.is_popular ? 'filled' : 'light'} mt="sm">
          {t`Get started`}
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
