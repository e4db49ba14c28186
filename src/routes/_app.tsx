import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/app/guards.ts';
import { AppLayout } from '@/app/layouts/app-layout/app-layout.tsx';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';

export const Route = createFileRoute('/_app')({
  beforeLoad: requireSignedIn,
  component: AppLayout,
  notFoundComponent: NotFoundScreen,
});
