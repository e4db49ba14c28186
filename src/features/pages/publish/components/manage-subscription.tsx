import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { offerName } from '@/lib/pricing/offer-text.ts';
import type { PageSubscription } from '../api/page-subscriptions.ts';
import { useOpenBillingPortal } from '../api/subscription-billing.ts';
import { openSubscription } from '../model/payment-needed.ts';

/** The page's plan and when it renews or ends, with Stripe's portal to change or cancel it. */
export function ManageSubscription({
  pageId,
  subscriptions,
}: {
  pageId: string;
  subscriptions: readonly PageSubscription[];
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const portal = useOpenBillingPortal();
  const subscription = openSubscription(subscriptions);
  if (!subscription) return null;
  const plan = offerName(i18n, subscription.plan_id, subscription.plan_id);
  const end = subscription.current_period_end ? format.date(subscription.current_period_end) : null;
  const when =
    subscription.status === 'past_due' || subscription.status === 'unpaid'
      ? t`The last payment did not go through. Update the payment method in the billing portal.`
      : end && subscription.cancel_at_period_end
        ? t`Canceled: the page stays live until ${end}.`
        : end
          ? t`Renews on ${end}.`
          : null;
  return (
    <Stack gap="sm" component="section" aria-label={t`Subscription`}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md">
            {t`${plan} plan`}
          </Title>
          {when && (
            <Text fz="sm" c="dimmed">
              {when}
            </Text>
          )}
        </Stack>
        <Button
          variant="default"
          loading={portal.isPending || portal.isSuccess}
          onClick={() => portal.mutate(pageId, { onError: () => toast.error(errorMessages.generic) })}
        >
          {t`Manage subscription`}
        </Button>
      </Group>
    </Stack>
  );
}
