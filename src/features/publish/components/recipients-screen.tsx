import { Plural, useLingui } from '@lingui/react/macro';
import { Box, Grid, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CampaignNotFound } from '@/components/missing-resources.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useCampaignLinks } from '../api/check-links.ts';
import { type PublishCampaign, usePublishCampaign } from '../api/get-publish-campaign.ts';
import { useRecipientSummary } from '../api/get-recipient-summary.ts';
import { useSendChecklist } from '../api/get-send-checklist.ts';
import { type SendJob, useSendHistory } from '../api/get-send-jobs.ts';
import { useSubjectTest } from '../api/get-subject-test.ts';
import { useSuppressedRecipients } from '../api/get-suppressed-recipients.ts';
import { publishKeys } from '../api/publish-keys.ts';
import { isJobActive, liveRefreshInterval } from '../model/live-refresh.ts';
import { blockingFailures } from '../model/send-checklist.ts';
import { shipPlan } from '../model/ship-plan.ts';
import { useCampaignUsage } from '../payments/api/get-campaign-usage.ts';
import { PaymentPanel } from '../payments/components/payment-panel.tsx';
import { PaymentReturn, type PaymentReturnState } from '../payments/components/payment-return.tsx';
import { CampaignAnalytics } from './campaign-analytics.tsx';
import { FollowUpOfLine } from './follow-up-of-line.tsx';
import { FollowUpPanel } from './follow-up-panel.tsx';
import { RecipientSummaryCounts } from './recipient-summary-counts.tsx';
import { RecipientsSection } from './recipients-section.tsx';
import { SendChecklist } from './send-checklist.tsx';
import { SendingDetailsPanel } from './sending-details-panel.tsx';
import { ShipPanel } from './ship-panel.tsx';
import { SubjectTestResults } from './subject-test-results.tsx';
import { UndeliveredSection } from './undelivered-section.tsx';

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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const campaignId = campaign.id;
  const { data: history } = useSendHistory(workspaceId, campaignId);
  const refetchInterval = liveRefreshInterval(history.latest, new Date());
  const { data: summary } = useRecipientSummary(workspaceId, campaignId, refetchInterval);
  const { data: usage } = useCampaignUsage(workspaceId, campaignId);
  const { data: subjectTest } = useSubjectTest(workspaceId, campaignId, refetchInterval);
  const { data: suppressed = 0 } = useSuppressedRecipients(workspaceId, campaignId, refetchInterval);
  const plan = shipPlan({ newRecipients: summary.new, suppressed, remaining: usage.remaining });
  const paymentReturn = usePaymentReturn();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: publishKeys.all(workspaceId, campaignId) }),
    [queryClient, workspaceId, campaignId],
  );
  useRefreshWhenJobChanges(history.latest, refresh);
  const clientName = campaign.client?.name;
  const canEdit = useCanEditContent(workspaceId);
  const checklist = useSendChecklist(workspaceId, campaignId);
  const links = useCampaignLinks(campaignId, i18n.locale, campaign.hasContent);
  const checklistState = checklist.data
    ? blockingFailures(checklist.data).length > 0
      ? 'blocked'
      : 'clear'
    : checklist.isError
      ? 'blocked'
      : 'loading';

  const checklistPanel = (
    <SendChecklist
      workspaceId={workspaceId}
      campaignId={campaignId}
      senderDomain={campaign.sender_domain || null}
      rows={checklist.data}
      failed={checklist.isError && !checklist.data}
      onRetry={() => void checklist.refetch()}
      links={campaign.hasContent ? links.data?.links : []}
      linksTruncated={links.data?.truncated ?? false}
      linksFailed={links.isError}
    />
  );

  const shipPanel = (
    <ShipPanel
      workspaceId={workspaceId}
      campaign={campaign}
      plan={plan}
      allowed={usage.allowed}
      latestJob={history.latest}
      checklist={checklistState}
      subjectTest={subjectTest}
    />
  );

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
      {!canEdit && (
        <Box mb="lg">
          <ViewOnlyNote />
        </Box>
      )}
      {campaign.follow_up_of && <FollowUpOfLine workspaceId={workspaceId} parentId={campaign.follow_up_of} />}
      <PaymentReturn
        workspaceId={workspaceId}
        campaignId={campaignId}
        state={paymentReturn.state}
        onDismiss={paymentReturn.dismiss}
      />
      {summary.total > 0 && (
        <Stack gap="xs" mb="lg">
          <RecipientSummaryCounts summary={summary} />
          {suppressed > 0 && <SuppressedLine count={suppressed} />}
        </Stack>
      )}
      {/* Not for a send still waiting for its time: nothing went yet. */}
      {(history.latest?.started_at || summary.already_sent > 0) && (
        <Box mb="lg">
          <CampaignAnalytics
            workspaceId={workspaceId}
            campaignId={campaignId}
            summary={summary}
            firstSentAt={history.firstSentAt}
            refetchInterval={refetchInterval}
          />
        </Box>
      )}
      {subjectTest?.variants.some((variant) => (variant.sent ?? 0) > 0) && (
        <Box mb="lg">
          <SubjectTestResults test={subjectTest} timeZone={campaign.timeZone} />
        </Box>
      )}
      {/* Once something went out (a send scheduled again later keeps the earlier one's list). */}
      {history.latest && (history.latest.started_at || summary.already_sent > 0 || summary.failed > 0) && (
        <Box mb="lg">
          <UndeliveredSection
            workspaceId={workspaceId}
            campaignId={campaignId}
            canRetry={canEdit}
            sendActive={isJobActive(history.latest.status)}
            refetchInterval={refetchInterval}
          />
        </Box>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecipientsSection
            workspaceId={workspaceId}
            campaignId={campaignId}
            summary={summary}
            onUploaded={refresh}
            refetchInterval={refetchInterval}
            followUp={campaign.follow_up_of !== null}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {/* Once a send exists its status leads; before, the column opens on what the send needs. */}
            {history.latest ? shipPanel : checklistPanel}
            {/* A follow-up draws on its parent's allowance: packages are bought there. */}
            {!campaign.follow_up_of && (
              <PaymentPanel
                workspaceId={workspaceId}
                campaignId={campaignId}
                waitingRecipients={Math.max(summary.new - suppressed, 0)}
              />
            )}
            <SendingDetailsPanel
              workspaceId={workspaceId}
              campaign={campaign}
              locked={campaign.status === 'sending' || campaign.status === 'scheduled'}
            />
            {/* A sent campaign's follow-up (a follow-up has none of its own). */}
            {history.latest && !campaign.follow_up_of && (
              <FollowUpPanel
                workspaceId={workspaceId}
                campaignId={campaignId}
                campaignName={campaign.name}
                timeZone={campaign.timeZone}
                timeZoneSet={campaign.timeZoneSet}
                canChange={canEdit}
              />
            )}
            {!history.latest && shipPanel}
            {history.latest && checklistPanel}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** The new recipients a send will skip, because the workspace's suppression list holds them. */
function SuppressedLine({ count }: { count: number }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed" data-testid="suppressed-recipients">
      <IconMailOff size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text fz="sm">
        <Plural
          value={count}
          one="# recipient not yet sent is on the suppression list (unsubscribed, bounced or complained) and will be skipped."
          other="# recipients not yet sent are on the suppression list (unsubscribed, bounced or complained) and will be skipped."
        />
      </Text>
    </Group>
  );
}

/** When the latest send changes state (queued, running, finished), everything on screen is read again. */
function useRefreshWhenJobChanges(job: SendJob | null, refresh: () => void) {
  const seen = useRef(job ? `${job.id}:${job.status}` : null);
  useEffect(() => {
    const now = job ? `${job.id}:${job.status}` : null;
    if (now === seen.current) return;
    seen.current = now;
    refresh();
  }, [job, refresh]);
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
