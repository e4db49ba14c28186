import { createFileRoute } from '@tanstack/react-router';
import { LegalScreen } from '@/features/marketing/legal/legal-screen.tsx';

export const Route = createFileRoute('/_public/other')({
  component: LegalScreen,
});
