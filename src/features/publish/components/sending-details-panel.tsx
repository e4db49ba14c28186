import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isSlugShaped } from '@/content/slugs/model/slug-rule.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { toast } from '@/lib/notify.tsx';
import { domainsForClient, useSenderDomains } from '@/lib/sender-domains/sender-domains.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import { useSlugAvailability } from '../api/check-slug.ts';
import type { PublishCampaign } from '../api/get-publish-campaign.ts';
import { useSlugProposal } from '../api/propose-slug.ts';
import { useUpdateSendingDetails } from '../api/update-sending-details.ts';
import { detailsMessages, suggestSlug } from '../model/sending-details.ts';
import { SendingDetailsForm } from './sending-details-form.tsx';

const SLUG_CHECK_DELAY_MS = 300;

type SendingDetailsPanelProps = { workspaceId: string; campaign: PublishCampaign; locked: boolean };

/** Sender, subject and page slug of the campaign: a form for editors, what is saved for viewers. */
export function SendingDetailsPanel(props: SendingDetailsPanelProps) {
  return useCanEditContent(props.workspaceId) ? (
    <SendingDetailsEditor {...props} />
  ) : (
    <SendingDetailsSummary campaign={props.campaign} />
  );
}

/** Sender, subject and page slug, saved together; the slug checked as it is typed. */
function SendingDetailsEditor({ workspaceId, campaign, locked }: SendingDetailsPanelProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateSendingDetails(workspaceId, campaign.id);
  const [initialValues] = useState(() => ({
    sender_name: campaign.sender_name ?? campaign.defaultSender.sender_name ?? '',
    // A campaign never saved takes its default sender whole: name and domain (or the shared one).
    sender_domain:
      (campaign.sender_name ? campaign.sender_domain : campaign.defaultSender.sender_domain) ?? '',
    subject: campaign.subject ?? '',
    preheader: campaign.preheader ?? '',
    slug: campaign.slug ?? suggestSlug(campaign.name),
  }));
  const { data: domains } = useSenderDomains(workspaceId);
  // Only a campaign without a saved slug gets a proposal; a saved one is the user's choice.
  const proposalBase = !campaign.slug && isSlugShaped(initialValues.slug) ? initialValues.slug : null;
  const { data: slugProposal } = useSlugProposal(workspaceId, campaign.id, proposalBase);
  const [slug, setSlug] = useState(initialValues.slug);
  const [debouncedSlug] = useDebouncedValue(slug, SLUG_CHECK_DELAY_MS);
  const settled = debouncedSlug === slug;
  const availability = useSlugAvailability(
    workspaceId,
    campaign.id,
    isSlugShaped(debouncedSlug) ? debouncedSlug : null,
  );
  const unsaved = !campaign.sender_name || !campaign.subject;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="sending-details">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="sending-details">
            {t`Sender, subject and page`}
          </Title>
          <Text fz="sm" c="dimmed">
            {t`What recipients see before they open the email.`}
          </Text>
        </Stack>
        {locked && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />} p="sm">
            <Text fz="sm">
              {i18n._(
                campaign.status === 'scheduled'
                  ? detailsMessages.scheduledLocked
                  : detailsMessages.sendingLocked,
              )}
            </Text>
          </Alert>
        )}
        {unsaved && !locked && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="sm">
            <Text fz="sm">
              {campaign.defaultSender.sender_name && !campaign.sender_name
                ? t`The sender is suggested from your settings. Save the details to use them for this campaign.`
                : t`Save a sender and a subject to send this campaign.`}
            </Text>
          </Alert>
        )}
        <SendingDetailsForm
          workspaceId={workspaceId}
          domains={domainsForClient(domains, campaign.client_id)}
          initialValues={initialValues}
          slugProposal={slugProposal}
          origin={window.location.origin}
          slugAvailability={settled && !availability.isFetching ? availability.data : 'checking'}
          onSlugChange={setSlug}
          disabled={locked}
          onSave={async (input) => {
            try {
              await update.mutateAsync(input);
              toast.success(t`Sending details saved`);
              return undefined;
            } catch (error) {
              if (error instanceof FieldsRefused) return error.fieldErrors;
              toast.error(errorMessages.generic);
              return undefined;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}

/** What is saved, as read by someone who may not change it. */
function SendingDetailsSummary({ campaign }: { campaign: PublishCampaign }) {
  const { t } = useLingui();
  const notSet = t`Not set`;
  const rows = [
    {
      term: t`Sender`,
      value: campaign.sender_name
        ? campaign.sender_domain
          ? `${campaign.sender_name} <…@${campaign.sender_domain}>`
          : t`${campaign.sender_name} via Pitchcraft`
        : notSet,
    },
    { term: t`Email subject`, value: campaign.subject || notSet },
    { term: t`Preheader`, value: campaign.preheader || notSet },
    { term: t`Page slug`, value: campaign.slug || notSet },
  ];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="sending-details">
      <Stack gap="md">
        <Title order={2} fz="lg" id="sending-details">
          {t`Sender, subject and page`}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          {rows.map((row) => (
            <Group key={row.term} gap="xs" wrap="nowrap" align="baseline">
              <Text
                component="dt"
                fz="xs"
                c="dimmed"
                fw={700}
                tt="uppercase"
                w={120}
                style={{ flexShrink: 0 }}
              >
                {row.term}
              </Text>
              <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {row.value}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
