import { createFileRoute } from '@tanstack/react-router';
import { LiveDemoScreen } from '@/features/marketing/components/live-demo-screen.tsx';

export const Route = createFileRoute('/_public/livedemo')({
  component: LiveDemoScreen,
});
