import { Box } from '@mantine/core';
import { useRef, useState } from 'react';

type DemoPreviewFrameProps = { html: string; title: string; width: number | '100%' };

/**
 * Generated HTML in a sandbox with no scripts, forms or navigation. The frame grows to its
 * document's height, so the page scrolls rather than the frame.
 */
export function DemoPreviewFrame({ html, title, width }: DemoPreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(640);
  const fit = () => {
    const root = frame.current?.contentDocument?.documentElement;
    if (root) setHeight(Math.max(400, root.scrollHeight));
  };
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box mx="auto" w={width} maw="100%" style={{ boxShadow: '0 1px 6px rgba(0,0,0,.12)' }}>
        <iframe
          ref={frame}
          key={width}
          title={title}
          srcDoc={html}
          // Same origin only so the frame's height can be read; nothing in it runs.
          sandbox="allow-same-origin"
          onLoad={fit}
          style={{ display: 'block', width: '100%', height, border: 0, background: '#fff' }}
        />
      </Box>
    </Box>
  );
}
