import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  ColorInput,
  ColorSwatch,
  FileButton,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconPhotoUp, IconWand } from '@tabler/icons-react';
import { useState } from 'react';
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
import { extractLogoPalette } from '../branding/extract-logo-palette.ts';
import { PALETTE_ROLES, type Palette, textContrast } from '../branding/propose-palette.ts';
import { PalettePreview } from './palette-preview.tsx';
import { SectionCard } from './section-card.tsx';
import { WorkspaceLogo } from './workspace-logo.tsx';

const HEX = /^#[0-9a-f]{6}$/i;
const DEFAULT_PALETTE: Palette = {
  primary: '#ffffff',
  secondary: '#1f2330',
  tertiary: '#4c3ee6',
  quaternary: '#d9dce6',
};

const paletteOf = (workspace: Workspace): Palette => ({
  primary: workspace.primary_color ?? DEFAULT_PALETTE.primary,
  secondary: workspace.secondary_color ?? DEFAULT_PALETTE.secondary,
  tertiary: workspace.tertiary_color ?? DEFAULT_PALETTE.tertiary,
  quaternary: workspace.quaternary_color ?? DEFAULT_PALETTE.quaternary,
});

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
  const dirty = PALETTE_ROLES.some((role) => palette[role].toLowerCase() !== saved[role].toLowerCase());
  const valid = PALETTE_ROLES.every((role) => HEX.test(palette[role]));
  const contrast = textContrast(palette);
  const ratio = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(contrast.ratio);
  const maxMegabytes = new Intl.NumberFormat(i18n.locale).format(LOGO_MAX_BYTES / 1024 / 1024);

  const roleLabels: Record<keyof Palette, { label: string; description: string }> = {
    primary: { label: t`Primary`, description: t`Backgrounds` },
    secondary: { label: t`Secondary`, description: t`Text and buttons` },
    tertiary: { label: t`Tertiary`, description: t`Accents` },
    quaternary: { label: t`Quaternary`, description: t`Borders and lines` },
  };

  const problemText = (problem: 'too-large' | 'wrong-type' | 'failed') =>
    ({
      'too-large': t`This file is larger than ${maxMegabytes} MB. Choose a smaller logo.`,
      'wrong-type': t`Use a PNG, JPG, SVG or WebP image.`,
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
              {t`PNG, JPG, SVG or WebP, up to ${maxMegabytes} MB.`}
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

        {proposal && (
          <Paper
            withBorder
            radius="md"
            p="md"
            bg="gray.0"
            aria-label={t`Colours proposed from your logo`}
            component="section"
          >
            <Group justify="space-between" gap="sm">
              <Stack gap={6}>
                <Text fw={600} fz="sm">
                  {t`Colours proposed from your logo`}
                </Text>
                <Group gap="xs">
                  {PALETTE_ROLES.map((role) => (
                    <Group key={role} gap={6} wrap="nowrap">
                      <ColorSwatch color={proposal[role]} size={22} />
                      <Text fz="xs" c="dimmed">
                        {roleLabels[role].description}
                      </Text>
                    </Group>
                  ))}
                </Group>
              </Stack>
              <Button leftSection={<IconWand size={16} />} onClick={() => setPalette(proposal)}>
                {t`Use these colours`}
              </Button>
            </Group>
          </Paper>
        )}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack>
            {PALETTE_ROLES.map((role) => (
              <ColorInput
                key={role}
                label={`${roleLabels[role].label} · ${roleLabels[role].description}`}
                value={palette[role]}
                onChange={(value) => setPalette((current) => ({ ...current, [role]: value }))}
                format="hex"
                disabled={readOnly}
                error={HEX.test(palette[role]) ? undefined : t`Enter a colour as #rrggbb.`}
                eyeDropperButtonProps={{ 'aria-label': t`Pick a colour from the screen` }}
              />
            ))}
          </Stack>
          <Stack>
            <PalettePreview palette={valid ? palette : saved} name={workspace.name} />
            {valid && !contrast.passes ? (
              <Alert
                color="yellow"
                icon={<IconAlertTriangle size={18} />}
                role="alert"
                title={t`Text may be hard to read`}
              >
                {t`Secondary text on the primary background has a contrast of ${ratio}:1; WCAG AA asks for at least 4.5:1. Choose a darker text colour or a lighter background.`}
              </Alert>
            ) : (
              <Text fz="sm" c="dimmed">
                {t`Text contrast ${ratio}:1 — meets WCAG AA.`}
              </Text>
            )}
          </Stack>
        </SimpleGrid>

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
