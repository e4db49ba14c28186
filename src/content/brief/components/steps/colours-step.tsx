import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoSearch, IconRestore } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PaletteEditor } from '@/components/palette/palette-editor.tsx';
import { PaletteProposal } from '@/components/palette/palette-proposal.tsx';
import { type BriefDraft, draftPalette } from '@/content/brief/model/brief-draft.ts';
import { extractLogoPalette } from '@/lib/colors/extract-logo-palette.ts';
import { type Palette, type PaletteRole, samePalette } from '@/lib/colors/palette.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif'];

type ColoursStepProps = {
  draft: BriefDraft;
  /** The workspace's or the chosen client's colours, and whose they are. */
  brand: { palette: Palette; name: string };
  errors: Partial<Record<PaletteRole, ReactNode>>;
  onPalette: (palette: Palette, fromBrand: boolean) => void;
  /** The branding text, when colours and branding share a tab (campaigns). */
  children?: ReactNode;
};

/** The four colours in their roles: from the brand, from a logo image, or picked one by one. */
export function ColoursStep({ draft, brand, errors, onPalette, children }: ColoursStepProps) {
  const { t } = useLingui();
  const [proposal, setProposal] = useState<Palette | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const palette = draftPalette(draft);
  const brandName = brand.name;

  const readLogo = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setProposal(null);
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(t`Use a PNG, JPG, SVG or WebP image.`);
    setReading(true);
    try {
      setProposal(await extractLogoPalette(file));
    } catch {
      setProblem(t`We could not read colours from this image. Choose them below.`);
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text fz="sm" c="dimmed" maw={520}>
          {draft.paletteFromBrand
            ? t`These are the colours of ${brandName}. Change any of them for this brief only, or read new ones from a logo.`
            : t`Colours chosen for this brief. The colours of ${brandName} are unchanged.`}
        </Text>
        <Group gap="xs">
          <FileButton onChange={readLogo} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconPhotoSearch size={16} />}
                loading={reading}
              >
                {t`Colours from a logo`}
              </Button>
            )}
          </FileButton>
          {!samePalette(palette, brand.palette) && (
            <Button
              variant="subtle"
              leftSection={<IconRestore size={16} />}
              onClick={() => onPalette(brand.palette, true)}
            >
              {t`Use the colours of ${brandName}`}
            </Button>
          )}
        </Group>
      </Group>
      {problem && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} p="xs">
          {problem}
        </Alert>
      )}
      {proposal && (
        <PaletteProposal
          proposal={proposal}
          onUse={() => {
            onPalette(proposal, false);
            setProposal(null);
          }}
        />
      )}
      <PaletteEditor
        palette={palette}
        onChange={(next) => onPalette(next, false)}
        fallback={brand.palette}
        name={draft.name.trim() || brandName}
        errors={errors}
      />
      {children}
    </Stack>
  );
}
