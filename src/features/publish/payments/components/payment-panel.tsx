import { useLingui } from '@lingui/react/macro';
import { Button, Modal, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useCampaignUsage } from '../api/get-campaign-usage.ts';
import { paymentNeededReason } from '../model/payment-needed.ts';
import { PackagePaywall } from './package-paywall.tsx';
import { PlanRecipientsCard } from './plan-recipients-card.tsx';
import { UsageFigures } from './usage-figures.tsx';

type PaymentPanelProps = { workspaceId: string; campaignId: string; waitingRecipients: number };

/**
 * Payment and usage of one campaign: the allowance and, when the campaign cannot send as it
 * stands, the packages that fix it; otherwise a way to buy more. A viewer reads the figures alone.
 */
export function PaymentPanel({ workspaceId, campaignId, waitingRecipients }: PaymentPanelProps) {
  const { t } = useLingui();
  const { data: usage } = useCampaignUsage(workspaceId, campaignId);
  const [buyingMore, setBuyingMore] = useState(false);
  const reason = paymentNeededReason(usage, waitingRecipients);
  const canEdit = useCanEditContent(workspaceId);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="payment-and-usage">
      <Stack gap="md">
        <Title order={2} fz="lg" id="payment-and-usage">
          {t`Payment and usage`}
        </Title>
        <UsageFigures usage={usage} waitingRecipients={waitingRecipients} />
        {canEdit && (
          <>
            <PlanRecipientsCard
              workspaceId={workspaceId}
              campaignId={campaignId}
              needed={Math.max(waitingRecipients - usage.remaining, 0)}
            />
            {reason ? (
              <PackagePaywall campaignId={campaignId} reason={reason} layout="column" headingOrder={3} />
            ) : (
              <Button variant="light" fullWidth onClick={() => setBuyingMore(true)}>
                {t`Buy more recipients`}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={buyingMore}
        onClose={() => setBuyingMore(false)}
        title={t`Campaign packages`}
        size="xl"
        centered
      >
        <PackagePaywall campaignId={campaignId} reason="default" />
      </Modal>
    </Paper>
  );
}
