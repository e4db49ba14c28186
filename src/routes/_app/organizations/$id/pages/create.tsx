import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageCreateScreen } from '@/features/pages/components/page-create-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/create')({
  staticData: { title: msg`New landing page` },
  component: PageCreateScreen,
});
