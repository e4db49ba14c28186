import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '@/features/marketing/components/landing/landing-screen.tsx';

export const Route = createFileRoute('/_public/')({
  component: LandingScreen,
});
