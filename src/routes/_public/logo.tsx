import { createFileRoute } from '@tanstack/react-router';
import { LogoScreen } from '@/features/marketing/components/logo-screen.tsx';

export const Route = createFileRoute('/_public/logo')({
  component: LogoScreen,
});
