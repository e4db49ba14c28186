import { useLingui } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CheckoutConfirming,
  CheckoutDialog,
  CheckoutPaid,
} from '@/components/checkout-return/checkout-dialog.tsx';
import { pageVisibility } from '@/content/status/model/page-visibility.ts';
import { workspaceKeys } from '@/lib/query-keys.ts';
import { usePageSubscriptions } from '../api/page-subscriptions.ts';

const POLL_MS = 1500;

type SubscriptionSuccessDialogProps = {
  workspaceId: string;
  pageId: string;
  published: boolean;
  publicUrl: string | null;
  onClose: () => void;
};

/**
 * Back from a paid checkout: waits until Stripe's webhook has made the subscription active, then
 * says the page is live (or, for a page not yet published, that it will be once published).
 */
export function SubscriptionSuccessDialog({
  workspaceId,
  pageId,
  published,
  publicUrl,
  onClose,
}: SubscriptionSuccessDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState(false);
  const subscriptions = usePageSubscriptions(workspaceId, pageId, confirmed ? false : POLL_MS);
  const paid = subscriptions.data !== undefined && pageVisibility('published', subscriptions.data) === 'live';

  useEffect(() => {
    if (!paid || confirmed) return;
    setConfirmed(true);
    // The page's badge, the list and the panel all change with the payment.
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.scoped(workspaceId, 'campaigns') });
  }, [paid, confirmed, queryClient, workspaceId]);

  return (
    <CheckoutDialog
      title={confirmed ? t`Subscription active` : t`Confirming your subscription`}
      paid={confirmed}
      onClose={onClose}
    >
      {confirmed ? (
        <CheckoutPaid>
          {published && publicUrl ? (
            <>
              <Text fz="lg" fw={700} data-testid="page-live-message">
                {t`Your page is live.`}
              </Text>
              <Text fz="sm">{t`Visitors can open it now, and its form collects leads:`}</Text>
              <Anchor href={publicUrl} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
                {publicUrl}
              </Anchor>
            </>
          ) : (
            <Text fz="lg" fw={700} data-testid="page-live-message">
              {t`Your plan is active. Publish the page to put it live.`}
            </Text>
          )}
        </CheckoutPaid>
      ) : (
        <CheckoutConfirming
          stillConfirming={t`Still confirming your payment. This can take a minute; the page goes live as soon as it is confirmed.`}
        />
      )}
    </CheckoutDialog>
  );
}
