import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { type CampaignKind, generationErrorMessage, useGenerateContent } from '@/lib/generation/generate.ts';
import { EmptyState } from './empty-state.tsx';
import { RenderedPreview } from './rendered-preview.tsx';

export type PreviewedCampaign = {
  id: string;
  kind: CampaignKind;
  name: string;
  html: string | null;
  prompt: string | null;
};

type GeneratedPreviewProps = {
  workspaceId: string;
  campaign: PreviewedCampaign;
  /** A generation that failed before the user got here (express creation). */
  failedBefore: boolean;
  onOpenEditor: () => void;
};

/** Lower-case, dash-separated: a file name every system accepts. */
const fileNameOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'preview';

/**
 * The preview of a campaign or page with its generation actions. Nothing rendered yet (html is
 * null) is the one case for SPEC §5's 'You must edit your … first': there is nothing to preview or
 * export, so the screen offers to generate instead.
 */
export function GeneratedPreview({
  workspaceId,
  campaign,
  failedBefore,
  onOpenEditor,
}: GeneratedPreviewProps) {
  const { t } = useLingui();
  const isEmail = campaign.kind === 'email';
  const generate = useGenerateContent(workspaceId, {
    kind: campaign.kind,
    campaignId: campaign.id,
    prompt: campaign.prompt ?? undefined,
  });
  const [failure, setFailure] = useState<MessageDescriptor | null>(
    failedBefore ? errorMessages.generic : null,
  );

  const run = () => {
    setFailure(null);
    generate.mutate(undefined, { onError: (error) => setFailure(generationErrorMessage(error)) });
  };

  const confirmRegenerate = () =>
    modals.openConfirmModal({
      title: isEmail ? t`Regenerate this campaign?` : t`Regenerate this page?`,
      children: (
        <Text size="sm">
          {t`The AI writes the whole content again from the brief. The current version, with your edits, is kept in the version history, so you can go back to it.`}
        </Text>
      ),
      labels: { confirm: t`Regenerate`, cancel: t`Cancel` },
      onConfirm: run,
    });

  const failureAlert = failure && (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t`The content could not be generated`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(failure)}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={run}>
          {t`Try again`}
        </Button>
      </Stack>
    </Alert>
  );

  if (campaign.html === null) {
    return (
      <Stack>
        {failureAlert}
        <EmptyState
          icon={<IconSparkles size={30} />}
          title={isEmail ? t`You must edit your campaign first` : t`You must edit your page first`}
          description={
            isEmail
              ? t`Nothing has been written for this campaign yet. Generate it from its brief, then preview, edit and export it.`
              : t`Nothing has been written for this page yet. Generate it from its brief, then preview, edit and export it.`
          }
          action={
            <Button leftSection={<IconSparkles size={16} />} loading={generate.isPending} onClick={run}>
              {t`Generate now`}
            </Button>
          }
        />
      </Stack>
    );
  }

  return (
    <Stack>
      {failureAlert}
      <Group justify="flex-end">
        <Button
          variant="subtle"
          leftSection={<IconRefresh size={16} />}
          loading={generate.isPending}
          onClick={confirmRegenerate}
        >
          {t`Regenerate`}
        </Button>
      </Group>
      <RenderedPreview
        html={campaign.html}
        title={isEmail ? t`Email preview` : t`Page preview`}
        fileName={fileNameOf(campaign.name)}
        onOpenEditor={onOpenEditor}
        editLabel={isEmail ? t`Edit the campaign` : t`Edit the page`}
        desktop={isEmail ? 'email' : 'page'}
      />
    </Stack>
  );
}
