import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PagesScreen } from '@/features/pages/components/pages-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/')({
  staticData: { title: msg`Landing pages` },
  component: PagesScreen,
});
