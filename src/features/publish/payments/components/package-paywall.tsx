import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { offerName, priceInUnits } from '@/lib/pricing/offer-text.ts';
import { type CampaignPackage, usePackages } from '../api/get-packages.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import type { PaymentNeededReason } from '../model/payment-needed.ts';

type PackagePaywallProps = {
  campaignId: string;
  reason: PaymentNeededReason;
  /** Cards side by side where there is room (a dialog), stacked in a side column. */
  layout?: 'row' | 'column';
  /** The heading level of the reason, to fit the page it sits in. */
  headingOrder?: 2 | 3;
};

/** SPEC's campaign package paywall: why a package is needed, and the packages on sale. */
export function PackagePaywall({
  campaignId,
  reason,
  layout = 'row',
  headingOrder = 2,
}: PackagePaywallProps) {
  const { t, i18n } = useLingui();
  const { data: packages } = usePackages();
  const checkout = useStartCheckout();
  const buying = checkout.isPending || checkout.isSuccess ? checkout.variables?.packageId : undefined;

  const buy = (pack: CampaignPackage) =>
    checkout.mutate(
      { campaignId, packageId: pack.id, locale: i18n.locale },
      { onError: () => toast.error(errorMessages.generic) },
    );

  const why: Record<PaymentNeededReason, { title: string; description: string }> = {
    no_payment: {
      title: t`Choose a package to send this campaign`,
      description: t`Sending needs a paid package, and this campaign has none yet.`,
    },
    no_recipients_left: {
      title: t`This campaign needs more recipients`,
      description: t`Its allowance is used up, or smaller than the recipients waiting to be sent.`,
    },
    default: {
      title: t`Add recipients to this campaign`,
      description: t`Choose a package to raise how many recipients this campaign can reach.`,
    },
  };

  return (
    <Stack gap="md" component="section" aria-label={t`Campaign packages`}>
      <Stack gap={4}>
        <Title order={headingOrder} fz="md">
          {why[reason].title}
        </Title>
        <Text fz="sm" c="dimmed">
          {why[reason].description}
        </Text>
      </Stack>
      <SimpleGrid cols={layout === 'row' ? { base: 1, sm: 3 } : 1} spacing="sm">
        {packages.map((pack) => (
          <PackageCard
            key={pack.id}
            pack={pack}
            action={
              <Button
                fullWidth
                variant={pack.is_popular ? 'filled' : 'light'}
                loading={buying === pack.id}
                disabled={buying !== undefined && buying !== pack.id}
                onClick={() => buy(pack)}
                aria-label={t`Buy ${offerName(i18n, pack.id, pack.name)}`}
              >
                {t`Buy`}
              </Button>
            }
          />
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t`A package is a one-time payment for this campaign only. Buying another package adds its recipients to this campaign's allowance.`}
      </Text>
    </Stack>
  );
}

function PackageCard({ pack, action }: { pack: CampaignPackage; action: ReactNode }) {
  const { t, i18n } = useLingui();
  const name = offerName(i18n, pack.id, pack.name);
  const format = useFormatters();
  const recipients = format.number(pack.recipients);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      aria-label={name}
      role="group"
      style={pack.is_popular ? { borderColor: 'var(--mantine-color-indigo-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6} h="100%">
        {pack.is_popular && (
          <Badge color="indigo" variant="filled" size="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
            {t`Most popular`}
          </Badge>
        )}
        <Text fw={700}>{name}</Text>
        <Text fz={26} fw={800} lh={1.1}>
          {format.money(priceInUnits(pack.price_cents, pack.currency), pack.currency.toUpperCase())}
        </Text>
        <Text fz="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {t`Up to ${recipients} recipients`}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
