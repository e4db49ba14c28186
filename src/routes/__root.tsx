import { createRootRouteWithContext } from '@tanstack/react-router';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout.tsx';
import { RootLayout } from '@/app/layouts/root-layout.tsx';
import type { RouterContext } from '@/app/router-context.ts';
import { ErrorScreen } from '@/app/screens/error-screen.tsx';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorScreen,
  notFoundComponent: () => (
    <PublicLayout>
      <NotFoundScreen />
    </PublicLayout>
  ),
});
