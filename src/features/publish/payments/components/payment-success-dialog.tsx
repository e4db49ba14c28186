import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  CheckoutConfirming,
  CheckoutDialog,
  CheckoutPaid,
} from '@/components/checkout-return/checkout-dialog.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { offerName } from '@/lib/pricing/offer-text.ts';
import { publishKeys } from '../../api/publish-keys.ts';
import { useCampaignUsage } from '../api/get-campaign-usage.ts';
import { usePurchaseUntilSettled } from '../api/get-purchase.ts';

type PaymentSuccessDialogProps = {
  workspaceId: string;
  campaignId: string;
  purchaseId: string;
  onClose: () => void;
};

/**
 * Back from a paid checkout: waits for Stripe's webhook to mark the purchase paid, then shows the
 * campaign's new allowance.
 */
export function PaymentSuccessDialog({
  workspaceId,
  campaignId,
  purchaseId,
  onClose,
}: PaymentSuccessDialogProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const purchase = usePurchaseUntilSettled(workspaceId, campaignId, purchaseId);
  const status = purchase.data?.status;

  // The allowance, the list and the counts all change with a payment.
  useEffect(() => {
    if (status === 'paid')
      void queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) });
  }, [status, queryClient, workspaceId, campaignId]);

  const title =
    status === 'paid'
      ? t`Payment successful`
      : purchase.isError || purchase.data === null || (status && status !== 'pending')
        ? t`Payment not completed`
        : t`Confirming your payment`;

  return (
    <CheckoutDialog title={title} paid={status === 'paid'} onClose={onClose}>
      {status === 'paid' ? (
        <PaidAllowance
          workspaceId={workspaceId}
          campaignId={campaignId}
          packageName={offerName(i18n, purchase.data?.package_id ?? null, purchase.data?.package?.name ?? '')}
          recipients={purchase.data?.recipients ?? 0}
        />
      ) : purchase.isError || purchase.data === null ? (
        <Alert color="red">{i18n._(errorMessages.generic)}</Alert>
      ) : status && status !== 'pending' ? (
        <Alert color="yellow">{t`The payment did not go through, and this campaign's allowance is unchanged. You can try again anytime.`}</Alert>
      ) : (
        <CheckoutConfirming
          stillConfirming={t`Still confirming your payment. This can take a minute; the allowance appears here as soon as it is confirmed.`}
        />
      )}
    </CheckoutDialog>
  );
}

function PaidAllowance({
  workspaceId,
  campaignId,
  packageName,
  recipients,
}: {
  workspaceId: string;
  campaignId: string;
  packageName: string;
  recipients: number;
}) {
  const { t } = useLingui();
  const format = useFormatters();
  const { data: usage, isFetching } = useCampaignUsage(workspaceId, campaignId);
  // Until the allowance is read again it cannot include this purchase yet.
  if (isFetching || usage.allowed < recipients) {
    return (
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" />
        <Text fz="sm">{t`Payment confirmed. Updating the allowance…`}</Text>
      </Group>
    );
  }
  const added = format.number(recipients);
  const allowed = format.number(usage.allowed);
  const remaining = format.number(usage.remaining);
  return (
    <CheckoutPaid>
      <Text>{t`${packageName} added ${added} recipients to this campaign.`}</Text>
      <Text fz="lg" fw={700} data-testid="new-allowance">
        {t`This campaign can now reach ${allowed} recipients.`}
      </Text>
      <Text fz="sm" c="dimmed">
        {t`${remaining} remaining to send.`}
      </Text>
    </CheckoutPaid>
  );
}
