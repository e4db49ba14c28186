import { useLingui } from '@lingui/react/macro';
import { Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { offerName, planFeature, priceInUnits } from '@/lib/pricing/offer-text.ts';
import { useStartPageCheckout } from '../api/subscription-billing.ts';
import { useWebpagePlans, type WebpagePlan } from '../api/webpage-plans.ts';
import type { WebpagePaymentNeededReason } from '../model/payment-needed.ts';

type PagePaywallProps = {
  pageId: string;
  reason: WebpagePaymentNeededReason;
  /** Called when the page turns out to have a subscription already (another tab paid). */
  onAlreadySubscribed?: () => void;
};

/** SPEC's web page paywall: why a plan is needed, and the monthly plans on sale. */
export function PagePaywall({ pageId, reason, onAlreadySubscribed }: PagePaywallProps) {
  const { t, i18n } = useLingui();
  const { data: plans } = useWebpagePlans();
  const checkout = useStartPageCheckout();
  const choosing = checkout.isPending || checkout.isSuccess ? checkout.variables?.planId : undefined;

  const subscribe = (plan: WebpagePlan) =>
    checkout.mutate(
      { campaignId: pageId, planId: plan.id, locale: i18n.locale },
      {
        onError: (error) => {
          if (isRefused(error, 'already_subscribed')) {
            toast.info(t`This page already has a subscription. Manage it from here.`);
            onAlreadySubscribed?.();
          } else {
            toast.error(errorMessages.generic);
          }
        },
      },
    );

  const why: Record<WebpagePaymentNeededReason, { title: string; description: string }> = {
    no_payment: {
      title: t`This page requires a subscription`,
      description: t`It is published, but visitors see it only once a plan is paid. Choose a plan to put it live.`,
    },
    no_webpage_left: {
      title: t`This page's plan has ended`,
      description: t`Visitors no longer see it and its form is closed. Subscribe again to put it back live.`,
    },
    default: {
      title: t`Choose a plan for this page`,
      description: t`A page is shown to visitors while it is published and its plan is paid. Cancel anytime.`,
    },
  };

  return (
    <Stack gap="md" component="section" aria-label={t`Webpage plans`}>
      <Stack gap={4}>
        <Title order={3} fz="md">
          {why[reason].title}
        </Title>
        <Text fz="sm" c="dimmed">
          {why[reason].description}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            loading={choosing === plan.id}
            disabled={choosing !== undefined && choosing !== plan.id}
            onSubscribe={() => subscribe(plan)}
          />
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        {t`Plans renew every month for this page only. Cancel anytime; the page stays live until the period ends.`}
      </Text>
    </Stack>
  );
}

type PlanCardProps = { plan: WebpagePlan; loading: boolean; disabled: boolean; onSubscribe: () => void };

function PlanCard({ plan, loading, disabled, onSubscribe }: PlanCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const name = offerName(i18n, plan.id, plan.name);
  const price = format.money(
    priceInUnits(plan.monthly_price_cents, plan.currency),
    plan.currency.toUpperCase(),
  );
  const recipients = format.number(plan.monthly_recipients);
  const features = plan.features.flatMap((key) => {
    if (key === 'monthly_recipients') {
      return plan.monthly_recipients > 0 ? [t`${recipients} recipients a month for your campaigns`] : [];
    }
    const text = planFeature(i18n, key);
    return text ? [text] : [];
  });
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label={name}>
      <Stack gap={8} h="100%">
        <Text fw={700}>{name}</Text>
        <Text fz={26} fw={800} lh={1.1}>
          {t`${price}/month`}
        </Text>
        <List
          spacing={4}
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          fullWidth
          variant={plan.monthly_recipients > 0 ? 'filled' : 'light'}
          loading={loading}
          disabled={disabled}
          onClick={onSubscribe}
          aria-label={t`Subscribe to ${name}`}
        >
          {t`Subscribe`}
        </Button>
      </Stack>
    </Card>
  );
}
