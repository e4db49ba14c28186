import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/app/layouts/public-layout/public-layout.tsx';
import { NotFoundScreen } from '@/app/screens/not-found-screen.tsx';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
  notFoundComponent: NotFoundScreen,
});
