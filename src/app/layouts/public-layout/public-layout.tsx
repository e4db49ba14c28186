import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

/** The layout of the marketing and public pages: header, content, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
      <PublicFooter />
    </Box>
  );
}
