import { useLingui } from '@lingui/react/macro';
import { Box, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

type Width = 'desktop' | 'mobile';
// The page is laid out at a laptop's width or a phone's, then scaled down to fit the panel.
const WIDTHS: Record<Width, number> = { desktop: 1200, mobile: 375 };

// Added to the preview document only: which sections can be clicked, and which one is open.
const EDITOR_STYLE = `[data-section-index]{cursor:pointer}
[data-section-index]:hover{outline:2px dashed rgba(76,62,230,.55);outline-offset:-2px}
[data-editor-selected]{outline:3px solid #4c3ee6!important;outline-offset:-3px}`;

type EditorPreviewProps = {
  html: string;
  /** The section open in the form, outlined and scrolled to. */
  selectedIndex: number | null;
  /** A click on a section of the preview opens it in the list. */
  onSelectSection: (index: number) => void;
  /** The frame's height on screen, a CSS length. */
  height: string;
  /** Ctrl/Cmd+S pressed while the focus is in the frame, where the editor's own shortcut cannot hear it. */
  onSaveShortcut: () => void;
};

/**
 * The live preview: the rendered page in a sandboxed frame (no script, no form, no navigation)
 * at desktop or phone width. The editor reads the frame's document (same origin) to make its
 * sections clickable and to keep the reader's place while the page re-renders.
 */
export function EditorPreview({
  html,
  selectedIndex,
  onSelectSection,
  height,
  onSaveShortcut,
}: EditorPreviewProps) {
  const { t } = useLingui();
  const narrowScreen = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [width, setWidth] = useState<Width>(narrowScreen ? 'mobile' : 'desktop');
  const { ref: panel, width: panelWidth } = useElementSize();
  const frame = useRef<HTMLIFrameElement>(null);
  const scrollTop = useRef(0);
  const clickedInPreview = useRef(false);
  const selected = useRef(selectedIndex);
  selected.current = selectedIndex;
  const select = useRef(onSelectSection);
  select.current = onSelectSection;
  const saveShortcut = useRef(onSaveShortcut);
  saveShortcut.current = onSaveShortcut;

  const frameWidth = WIDTHS[width];
  const scale = panelWidth > 0 ? Math.min(1, panelWidth / frameWidth) : 1;

  const markSelected = (scroll: boolean) => {
    const document = frame.current?.contentDocument;
    if (!document) return;
    for (const marked of document.querySelectorAll('[data-editor-selected]'))
      marked.removeAttribute('data-editor-selected');
    if (selected.current === null) return;
    const section = document.querySelector(`[data-section-index="${selected.current}"]`);
    section?.setAttribute('data-editor-selected', '');
    // Scrolls the frame alone: scrollIntoView would scroll the editor's page along with it.
    if (scroll && section) {
      const top = section.getBoundingClientRect().top + (frame.current?.contentWindow?.scrollY ?? 0);
      frame.current?.contentWindow?.scrollTo({ top, behavior: 'instant' });
    }
  };

  const onLoad = () => {
    const view = frame.current?.contentWindow;
    const document = frame.current?.contentDocument;
    if (!view || !document) return;
    const style = document.createElement('style');
    style.textContent = EDITOR_STYLE;
    document.head.append(style);
    view.scrollTo(0, scrollTop.current);
    view.addEventListener('scroll', () => {
      scrollTop.current = view.scrollY;
    });
    document.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      // Links and buttons of the page lead nowhere in the editor.
      if (target?.closest('a, button, form')) event.preventDefault();
      const section = target?.closest('[data-section-index]');
      if (!section) return;
      clickedInPreview.current = true;
      select.current(Number(section.getAttribute('data-section-index')));
    });
    document.addEventListener('keydown', (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveShortcut.current();
      }
    });
    markSelected(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection changes, not on every render.
  useEffect(() => {
    markSelected(!clickedInPreview.current);
    clickedInPreview.current = false;
  }, [selectedIndex]);

  return (
    <Paper withBorder radius="md" p="xs" bg="gray.0">
      <Group justify="space-between" mb="xs" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t`Preview width`}
          value={width}
          onChange={(value) => setWidth(value as Width)}
          data={[
            {
              value: 'desktop',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconDeviceDesktop size={14} aria-hidden />
                  <span>{t`Desktop`}</span>
                </Group>
              ),
            },
            {
              value: 'mobile',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconDeviceMobile size={14} aria-hidden />
                  <span>{t`Mobile`}</span>
                </Group>
              ),
            },
          ]}
        />
        <Text size="xs" c="dimmed">
          {t`Click a section to edit it.`}
        </Text>
      </Group>
      <Box ref={panel} style={{ height, overflow: 'hidden' }} data-preview-frame>
        <Box
          mx="auto"
          style={{
            width: frameWidth * scale,
            height: '100%',
            boxShadow: '0 1px 6px rgba(0,0,0,.12)',
            background: '#fff',
          }}
        >
          <iframe
            ref={frame}
            title={t`Page preview`}
            srcDoc={html}
            sandbox="allow-same-origin"
            onLoad={onLoad}
            data-preview-width={width}
            style={{
              display: 'block',
              border: 0,
              width: frameWidth,
              height: `calc(${height} / ${scale})`,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
            }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
