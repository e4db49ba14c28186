import { createFileRoute } from '@tanstack/react-router';
import { PublicPageScreen } from '@/features/pages/components/public-page-screen.tsx';

export const Route = createFileRoute('/_public/pages/$slug')({
  component: PublicPageScreen,
});
