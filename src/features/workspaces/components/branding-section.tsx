import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { PaletteEditor } from '@/components/palette/palette-editor.tsx';
import { PaletteProposal } from '@/components/palette/palette-proposal.tsx';
import { extractLogoPalette } from '@/lib/colors/extract-logo-palette.ts';
import { isCompletePalette, type Palette, paletteFromColumns, samePalette } from '@/lib/colors/palette.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { toast } from '@/lib/notify.tsx';
import type { Workspace } from '../api/get-workspace.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LogoUploadError,
  logoProblem,
  removeLogo,
  useUploadLogo,
} from '../api/upload-logo.ts';
import { SectionCard } from './section-card.tsx';
import { WorkspaceLogo } from './workspace-logo.tsx';

const paletteOf = (workspace: Workspace): Palette => paletteFromColumns(workspace);

/** Logo upload, the palette it suggests, four colour pickers and a live sample. */
export function BrandingSection({ workspace, readOnly }: { workspace: Workspace; readOnly: boolean }) {
  const { t, i18n } = useLingui();
  const update = useUpdateWorkspace(workspace.id);
  const upload = useUploadLogo();
  const [palette, setPalette] = useState<Palette>(() => paletteOf(workspace));
  const [proposal, setProposal] = useState<Palette | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const saved = paletteOf(workspace);
  const dirty = !samePalette(palette, saved);
  const valid = isCompletePalette(palette);
  const maxMegabytes = new Intl.NumberFormat(i18n.locale).format(LOGO_MAX_BYTES / 1024 / 1024);

  const problemText = (problem: 'too-large' | 'wrong-type' | 'failed') =>
    ({
      'too-large': t`This file is larger than ${maxMegabytes} MB. Choose a smaller logo.`,
      'wrong-type': t`Use a PNG, JPG or WebP image. SVG files are not accepted, as they can carry scripts.`,
      failed: t(errorMessages.attachmentUpload),
    })[problem];

  const chooseLogo = async (file: File | null) => {
    if (!file) return;
    setLogoError(null);
    setProposal(null);
    const problem = logoProblem(file);
    if (problem) return setLogoError(problemText(problem));
    setProgress(0);
    const proposed = extractLogoPalette(file).catch(() => null);
    try {
      const path = await upload.mutateAsync({ workspaceId: workspace.id, file, onProgress: setProgress });
      const previous = workspace.logo_path;
      await update.mutateAsync({ logo_path: path });
      if (previous && previous !== path) void removeLogo(previous);
      const found = await proposed;
      setProposal(found);
      if (!found) setLogoError(t`We could not read colours from this logo. Choose them below.`);
      toast.success(t`Logo uploaded.`);
    } catch (error) {
      setLogoError(problemText(error instanceof LogoUploadError ? error.problem : 'failed'));
    } finally {
      setProgress(null);
    }
  };

  const saveColours = async () => {
    try {
      await update.mutateAsync({
        primary_color: palette.primary.toLowerCase(),
        secondary_color: palette.secondary.toLowerCase(),
        tertiary_color: palette.tertiary.toLowerCase(),
        quaternary_color: palette.quaternary.toLowerCase(),
      });
      toast.success(t`Colours saved.`);
    } catch {
      toast.error(errorMessages.generic);
    }
  };

  return (
    <SectionCard
      id="colours-and-logo"
      title={t`Colours and logo`}
      description={t`Campaigns and pages use your logo and these four colours. Upload a logo to get colours proposed from it.`}
    >
      <Stack gap="lg">
        <Group align="flex-start" gap="lg">
          <WorkspaceLogo
            name={workspace.name}
            logoPath={workspace.logo_path}
            size={96}
            alt={workspace.logo_path ? t`Logo of ${workspace.name}` : ''}
          />
          <Stack gap="xs" style={{ flex: '1 1 240px' }}>
            {readOnly && (
              <Text fz="sm">{t`Only the owner and admins can upload or replace the logo, like the other workspace settings.`}</Text>
            )}
            {!readOnly && (
              <FileButton onChange={chooseLogo} accept={LOGO_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    leftSection={<IconPhotoUp size={16} />}
                    loading={progress !== null}
                    w="fit-content"
                  >
                    {workspace.logo_path ? t`Replace logo` : t`Upload logo`}
                  </Button>
                )}
              </FileButton>
            )}
            <Text fz="xs" c="dimmed">
              {t`PNG, JPG or WebP, up to ${maxMegabytes} MB.`}
            </Text>
            {progress !== null && (
              <Progress
                value={Math.round(progress * 100)}
                aria-label={t`Uploading the logo`}
                size="lg"
                striped
                animated
              />
            )}
            {logoError && (
              <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} p="xs">
                {logoError}
              </Alert>
            )}
          </Stack>
        </Group>

        {proposal && <PaletteProposal proposal={proposal} onUse={() => setPalette(proposal)} />}

        <PaletteEditor
          palette={palette}
          onChange={setPalette}
          fallback={saved}
          name={workspace.name}
          disabled={readOnly}
        />

        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty} onClick={() => setPalette(saved)}>
              {t`Discard changes`}
            </Button>
            <Button
              onClick={saveColours}
              disabled={!dirty || !valid}
              loading={update.isPending && progress === null}
            >
              {t`Save colours`}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
