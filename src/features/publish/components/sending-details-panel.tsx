import { useLingui } from '@lingui/react/macro';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { isSlugShaped } from '@/content/slugs/model/slug-rule.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { FieldsRefused } from '@/lib/forms/field-errors.ts';
import { toast } from '@/lib/notify.tsx';
import { domainsForClient, useSenderDomains } from '@/lib/sender-domains/sender-domains.ts';
import { useSlugAvailability } from '../api/check-slug.ts';
import type { PublishCampaign } from '../api/get-publish-campaign.ts';
import { useSlugProposal } from '../api/propose-slug.ts';
import { useUpdateSendingDetails } from '../api/update-sending-details.ts';
import { detailsMessages, suggestSlug } from '../model/sending-details.ts';
import { SendingDetailsForm } from './sending-details-form.tsx';

const SLUG_CHECK_DELAY_MS = 300;

type SendingDetailsPanelProps = { workspaceId: string; campaign: PublishCampaign; locked: boolean };

/** Sender, subject and page slug of the campaign, saved together; the slug checked as it is typed. */
export function SendingDetailsPanel({ workspaceId, campaign, locked }: SendingDetailsPanelProps) {
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
            <Text fz="sm">{i18n._(detailsMessages.sendingLocked)}</Text>
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
