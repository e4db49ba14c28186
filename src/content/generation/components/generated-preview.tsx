import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconInfoCircle,
  IconRefresh,
  IconSparkles,
} from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import {
  briefLanguageNoteOf,
  type CampaignKind,
  type GenerationBefore,
  type GenerationRun,
  generationErrorMessage,
  useGenerateContent,
} from '@/content/generation/api/generate.ts';
import { type RegenerablePart, regenerableParts } from '@/content/generation/model/regenerable-parts.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { BriefLanguageNotice } from './brief-language-notice.tsx';
import { RenderedPreview } from './rendered-preview.tsx';

export type PreviewedCampaign = {
  id: string;
  kind: CampaignKind;
  name: string;
  html: string | null;
  prompt: string | null;
  /** The generated content (email content or page document): what the parts are taken from. */
  content: unknown;
};

type GeneratedPreviewProps = {
  workspaceId: string;
  campaign: PreviewedCampaign;
  /**
   * How the generation that brought the user here went (creation): failed, or written offline
   * because the model failed.
   */
  generationBefore?: GenerationBefore['generation'];
  /** The language that generation left the brief's facts in, until the next generation says its own. */
  briefLanguageBefore?: GenerationBefore['briefLanguage'];
  /** Whether the reader may generate and edit (`canEditContent`): a viewer gets the preview alone. */
  canEdit: boolean;
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
  generationBefore,
  briefLanguageBefore,
  canEdit,
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
    generationBefore === 'failed' ? errorMessages.generic : null,
  );
  // The model failed and the offline composer wrote what is shown: the user should know.
  const [offlineDraft, setOfflineDraft] = useState(generationBefore === 'offline');
  // What the running generation writes, for the progress line; kept for Try again after a failure.
  const [lastRun, setLastRun] = useState<{ run: GenerationRun; part?: RegenerablePart }>({ run: {} });

  const start = (run: GenerationRun, part?: RegenerablePart) => {
    setFailure(null);
    setOfflineDraft(false);
    setLastRun({ run, part });
    generate.mutate(run, {
      onSuccess: (outcome) => setOfflineDraft(outcome.notice === 'model_unavailable_offline_draft'),
      onError: (error) => setFailure(generationErrorMessage(error)),
    });
  };

  const partName = (part: RegenerablePart) =>
    part.detail ? `${t(part.label)}: ${part.detail}` : t(part.label);

  const confirmRegenerate = (part?: RegenerablePart) =>
    modals.openConfirmModal({
      title: part
        ? t`Regenerate this part?`
        : isEmail
          ? t`Regenerate this campaign?`
          : t`Regenerate this page?`,
      children: part ? (
        <Stack gap="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {partName(part)}
          </Text>
          <Text size="sm">
            {t`The AI writes this part again from the brief; everything else stays as it is. The current version, with your edits, is kept in the version history, so you can go back to it.`}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">
          {t`The AI writes the whole content again from the brief. The current version, with your edits, is kept in the version history, so you can go back to it.`}
        </Text>
      ),
      labels: { confirm: t`Regenerate`, cancel: t`Cancel` },
      onConfirm: () => start(part ? { section: part.section } : { regenerate: true }, part),
    });

  const retry = () => start(lastRun.run, lastRun.part);
  const runningName = lastRun.part && t(lastRun.part.label);
  const parts = regenerableParts(campaign.kind, campaign.content);

  const failureAlert = failure && (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t`The content could not be generated`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(failure)}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={retry}>
          {t`Try again`}
        </Button>
      </Stack>
    </Alert>
  );

  const offlineNotice = offlineDraft && !generate.isPending && (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t`Written without the AI model`}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={() => setOfflineDraft(false)}
    >
      <Text size="sm">
        {isEmail
          ? t`The AI model was not available, so this email was written from your brief by the built-in writer. Read it before sending, or regenerate to ask the model again.`
          : t`The AI model was not available, so this page was written from your brief by the built-in writer. Read it before publishing, or regenerate to ask the model again.`}
      </Text>
    </Alert>
  );

  if (campaign.html === null) {
    return (
      <Stack>
        {failureAlert}
        <EmptyState
          icon={<IconSparkles size={30} />}
          title={
            canEdit
              ? isEmail
                ? t`You must edit your campaign first`
                : t`You must edit your page first`
              : t`Nothing to preview yet`
          }
          description={
            !canEdit
              ? isEmail
                ? t`Nothing has been written for this campaign yet. Its preview shows here once an editor generates it.`
                : t`Nothing has been written for this page yet. Its preview shows here once an editor generates it.`
              : isEmail
                ? t`Nothing has been written for this campaign yet. Generate it from its brief, then preview, edit and export it.`
                : t`Nothing has been written for this page yet. Generate it from its brief, then preview, edit and export it.`
          }
          action={
            canEdit && (
              <Button
                leftSection={<IconSparkles size={16} />}
                loading={generate.isPending}
                onClick={() => start({})}
              >
                {t`Generate now`}
              </Button>
            )
          }
        />
      </Stack>
    );
  }

  return (
    <Stack>
      {failureAlert}
      {offlineNotice}
      <BriefLanguageNotice
        note={generate.isIdle ? briefLanguageNoteOf(briefLanguageBefore) : generate.data?.briefLanguage}
      />
      {canEdit && (
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          {generate.isPending && (
            <Group gap={8} wrap="nowrap" role="status" style={{ minWidth: 0 }}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed" truncate>
                {runningName ? t`Regenerating “${runningName}”…` : t`Regenerating everything…`}
              </Text>
            </Group>
          )}
          <Menu position="bottom-end" width={320} withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={generate.isPending}
                style={{ flexShrink: 0 }}
              >
                {t`Regenerate`}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah="min(70vh, 560px)" style={{ overflowY: 'auto' }}>
              <Menu.Item leftSection={<IconSparkles size={16} />} onClick={() => confirmRegenerate()}>
                {t`Everything`}
              </Menu.Item>
              {parts.length > 0 && (
                <>
                  <Menu.Divider />
                  <Menu.Label>{t`Only one part`}</Menu.Label>
                  {parts.map((part) => (
                    <Menu.Item key={String(part.section)} onClick={() => confirmRegenerate(part)}>
                      <Text size="sm" fw={500} span>
                        {t(part.label)}
                      </Text>
                      {part.detail && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {part.detail}
                        </Text>
                      )}
                    </Menu.Item>
                  ))}
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
      {/* Dimmed while it is being written again: what is shown is about to change. */}
      <Box
        aria-busy={generate.isPending}
        style={{ opacity: generate.isPending ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        <RenderedPreview
          html={campaign.html}
          title={isEmail ? t`Email preview` : t`Page preview`}
          fileName={fileNameOf(campaign.name)}
          edit={
            canEdit
              ? { label: isEmail ? t`Edit the campaign` : t`Edit the page`, open: onOpenEditor }
              : undefined
          }
          desktop={isEmail ? 'email' : 'page'}
        />
      </Box>
    </Stack>
  );
}
