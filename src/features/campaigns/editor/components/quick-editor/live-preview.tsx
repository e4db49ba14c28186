import { useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import { useDeferredValue, useRef, useState } from 'react';

/** The email as the project's renderer makes it, re-rendered as the fields change. */
export function LivePreview({ html }: { html: string }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(640);
  // Typing stays responsive: the frame catches up when React has time.
  const shown = useDeferredValue(html);
  const fitToContent = () => {
    const root = frame.current?.contentDocument?.documentElement;
    if (root) setHeight(Math.max(320, root.scrollHeight));
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'sm' }} bg="gray.0">
      <Text size="sm" fw={600} mb="xs" component="h2" m={0}>
        {t`Live preview`}
      </Text>
      <iframe
        ref={frame}
        title={t`Live preview of the email`}
        srcDoc={shown}
        // Same origin to measure the document's height; no scripts, forms or navigation.
        sandbox="allow-same-origin"
        // The frame grows to its email, so it never scrolls: the column around it does, and takes the focus.
        tabIndex={-1}
        onLoad={fitToContent}
        style={{ display: 'block', width: '100%', height, border: 0, background: '#fff', marginTop: 8 }}
      />
    </Paper>
  );
}
