import { createFileRoute } from '@tanstack/react-router';
import { ThanksScreen } from '@/features/marketing/components/thanks-screen.tsx';

export const Route = createFileRoute('/_public/thanks')({
  component: ThanksScreen,
});
