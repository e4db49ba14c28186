import { useLingui } from '@lingui/react/macro';
import { Accordion, Box, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClick, IconLink, IconPalette, IconPhoto, IconTypography } from '@tabler/icons-react';
import { ButtonFields } from './button-fields.tsx';
import { ColourFields } from './colour-fields.tsx';
import { ImageFields } from './image-fields.tsx';
import { LinkFields } from './link-fields.tsx';
import { LivePreview } from './live-preview.tsx';
import type { QuickSectionProps } from './quick-editor-props.ts';
import { TextFields } from './text-fields.tsx';

type QuickEditorProps = QuickSectionProps & {
  workspaceId: string;
  campaignId: string;
  previewHtml: string;
};

/**
 * The app's own editor for when Unlayer cannot load: the texts, buttons, links, images and colours
 * of the same design, beside a live preview. On phones the fields come first, then the preview.
 */
export function QuickEditor({ workspaceId, campaignId, previewHtml, ...section }: QuickEditorProps) {
  const { t } = useLingui();
  // Side by side, the preview stays in view (scrolling on its own) while the fields scroll.
  const sideBySide = useMediaQuery('(min-width: 62em)');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Accordion multiple defaultValue={['texts', 'buttons']} variant="separated" radius="md">
          <Accordion.Item value="texts">
            <Accordion.Control icon={<IconTypography size={18} />}>{t`Texts`}</Accordion.Control>
            <Accordion.Panel>
              <TextFields {...section} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="buttons">
            <Accordion.Control icon={<IconClick size={18} />}>{t`Buttons`}</Accordion.Control>
            <Accordion.Panel>
              <ButtonFields {...section} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="links">
            <Accordion.Control icon={<IconLink size={18} />}>{t`Links`}</Accordion.Control>
            <Accordion.Panel>
              <LinkFields {...section} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="images">
            <Accordion.Control icon={<IconPhoto size={18} />}>{t`Images`}</Accordion.Control>
            <Accordion.Panel>
              <ImageFields workspaceId={workspaceId} campaignId={campaignId} {...section} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="colours">
            <Accordion.Control icon={<IconPalette size={18} />}>{t`Colours`}</Accordion.Control>
            <Accordion.Panel>
              <ColourFields {...section} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Box
          style={
            sideBySide
              ? { position: 'sticky', top: 76, maxHeight: 'calc(100dvh - 92px)', overflowY: 'auto' }
              : undefined
          }
          // A column that scrolls on its own holds nothing focusable: the keyboard scrolls it from here.
          {...(sideBySide && {
            tabIndex: 0,
            role: 'region',
            'aria-label': t`Live preview`,
            'data-preview-frame': true,
          })}
        >
          <LivePreview html={previewHtml} />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
