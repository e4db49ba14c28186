import { useLingui } from '@lingui/react/macro';
import { Box, Grid, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { type PublishCampaign, usePublishCampaign } from '../api/get-publish-campaign.ts';
import { useRecipientSummary } from '../api/get-recipient-summary.ts';
import { publishKeys } from '../api/publish-keys.ts';
import { PaymentPanel } from '../payments/components/payment-panel.tsx';
import { PaymentReturn, type PaymentReturnState } from '../payments/components/payment-return.tsx';
import { RecipientSummaryCounts } from './recipient-summary-counts.tsx';
import { RecipientsSection } from './recipients-section.tsx';

const route = getRouteApi('/_app/organizations/$id/campaigns/$campaignId/recipients');

/** An email campaign's publish screen: its recipients, their delivery and engagement, and payment. */
export function RecipientsScreen() {
  const { t } = useLingui();
  const { id, campaignId } = route.useParams();
  const { data: campaign } = usePublishCampaign(id, campaignId);
  if (!campaign) {
    return (
      <>
        <PageHeader title={t`Recipients`} />
        <CampaignNotFound workspaceId={id} />
      </>
    );
  }
  return <PublishScreen workspaceId={id} campaign={campaign} />;
}

function PublishScreen({ workspaceId, campaign }: { workspaceId: string; campaign: PublishCampaign }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const campaignId = campaign.id;
  const { data: summary } = useRecipientSummary(workspaceId, campaignId);
  const paymentReturn = usePaymentReturn();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
    [queryClient, workspaceId, campaignId],
  );
  const clientName = campaign.client?.name;

  return (
    <>
      <PageHeader
        title={campaign.name}
        description={
          clientName
            ? t`Recipients, their delivery and engagement, and payment of this campaign for ${clientName}.`
            : t`Recipients, their delivery and engagement, and payment of this workspace campaign.`
        }
        actions={
          <ButtonLink
            to="/organizations/$id/campaigns/$campaignId/view"
            params={{ id: workspaceId, campaignId }}
            variant="default"
            leftSection={<IconEye size={16} />}
          >
            {t`View the email`}
          </ButtonLink>
        }
      />
      <PaymentReturn
        workspaceId={workspaceId}
        campaignId={campaignId}
        state={paymentReturn.state}
        onDismiss={paymentReturn.dismiss}
      />
      {summary.total > 0 && (
        <Box mb="lg">
          <RecipientSummaryCounts summary={summary} />
        </Box>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecipientsSection
            workspaceId={workspaceId}
            campaignId={campaignId}
            summary={summary}
            onUploaded={refresh}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <PaymentPanel workspaceId={workspaceId} campaignId={campaignId} waitingRecipients={summary.new} />
            {/* Sending (sender, subject, page slug and ship) joins this column, below payment. */}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * Reads ?payment= and ?purchase= once, then clears them from the address, so a reload or a shared
 * link does not show the dialog again.
 */
function usePaymentReturn() {
  const { payment, purchase } = route.useSearch();
  const navigate = route.useNavigate();
  const [state, setState] = useState<PaymentReturnState>(() =>
    payment === 'success' && purchase
      ? { outcome: 'success', purchaseId: purchase }
      : payment === 'cancelled'
        ? { outcome: 'cancelled' }
        : null,
  );
  useEffect(() => {
    if (payment === undefined && purchase === undefined) return;
    void navigate({
      search: (previous) => ({ ...previous, payment: undefined, purchase: undefined }),
      replace: true,
    });
  }, [payment, purchase, navigate]);
  return { state, dismiss: useCallback(() => setState(null), []) };
}
