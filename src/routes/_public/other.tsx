import { createFileRoute } from '@tanstack/react-router';
import { RoadmapScreen } from '@/features/marketing/components/roadmap-screen.tsx';

export const Route = createFileRoute('/_public/other')({
  component: RoadmapScreen,
});
