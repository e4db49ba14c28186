import { useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Paper, SegmentedControl, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile, IconPhotoDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { toast } from '@/lib/notify.tsx';

type Width = 'desktop' | 'mobile';
// An email's desktop layout is 600 px wide plus margins; a phone is 375 px.
const MOBILE_WIDTH = 375;
const EMAIL_DESKTOP_WIDTH = 680;

type RenderedPreviewProps = {
  /** The stored HTML, as recipients or visitors get it. */
  html: string;
  /** The accessible name of the frame and the base of the exported file's name. */
  title: string;
  fileName: string;
  /** Clicking the preview opens the editor, a button of that name; absent, the preview is only read. */
  edit?: { label: string; open: () => void };
  /** Emails are previewed at a desktop client's width; pages fill the screen, like a browser. */
  desktop: 'email' | 'page';
};

/**
 * A sandboxed frame showing stored HTML at desktop or phone width. The frame grows to its
 * document's height so the page scrolls rather than the frame, and a click anywhere on it edits.
 */
export function RenderedPreview({ html, title, fileName, edit, desktop }: RenderedPreviewProps) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  // On a phone the desktop layout would not fit: start with what the screen can show.
  const narrowScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [width, setWidth] = useState<Width>(narrowScreen ? 'mobile' : 'desktop');
  const [height, setHeight] = useState(600);
  const [exporting, setExporting] = useState(false);

  const fitToContent = () => {
    const body = frame.current?.contentDocument?.documentElement;
    if (body) setHeight(Math.max(400, body.scrollHeight));
  };

  const exportPng = async () => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    setExporting(true);
    try {
      const { domToPng } = await import('modern-screenshot');
      const dataUrl = await domToPng(root, { width: root.clientWidth, backgroundColor: '#ffffff', scale: 1 });
      const link = document.createElement('a');
      link.href = dataUrl;
      link.download = `${fileName}.png`;
      link.click();
    } catch (error) {
      console.error(error);
      toast.error(errorMessages.generic);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Group justify="space-between" mb="sm" gap="xs">
        <SegmentedControl
          aria-label={t`Preview width`}
          value={width}
          onChange={(value) => {
            setWidth(value as Width);
            // The document reflows at the new width; measure it once it has.
            requestAnimationFrame(() => requestAnimationFrame(fitToContent));
          }}
          data={[
            {
              value: 'desktop',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconDeviceDesktop size={16} aria-hidden />
                  <span>{t`Desktop`}</span>
                </Group>
              ),
            },
            {
              value: 'mobile',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconDeviceMobile size={16} aria-hidden />
                  <span>{t`Mobile`}</span>
                </Group>
              ),
            },
          ]}
        />
        <Button
          variant="default"
          leftSection={<IconPhotoDown size={16} />}
          loading={exporting}
          onClick={exportPng}
        >
          {t`Export as PNG`}
        </Button>
      </Group>
      <Box style={{ overflowX: 'auto' }} data-preview-frame>
        <Box
          pos="relative"
          mx="auto"
          w={width === 'mobile' ? MOBILE_WIDTH : desktop === 'email' ? EMAIL_DESKTOP_WIDTH : '100%'}
          // A phone's own screen is narrower than 375 px once padded: the phone width then fits it.
          maw={width === 'mobile' ? '100%' : 'none'}
          style={{ boxShadow: '0 1px 6px rgba(0,0,0,.12)' }}
        >
          <iframe
            ref={frame}
            title={title}
            srcDoc={html}
            // Same origin so the export can read the document; no scripts, forms or navigation.
            sandbox="allow-same-origin"
            // The button over it is the one stop: the frame grows to its document and never scrolls.
            tabIndex={-1}
            onLoad={fitToContent}
            style={{ display: 'block', width: '100%', height, border: 0, background: '#fff' }}
          />
          {edit && (
            <UnstyledButton
              aria-label={edit.label}
              onClick={edit.open}
              pos="absolute"
              inset={0}
              style={{ cursor: 'pointer' }}
            />
          )}
        </Box>
      </Box>
      {edit && (
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {t`Click the preview to edit it.`}
        </Text>
      )}
    </Paper>
  );
}
