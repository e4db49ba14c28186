import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageViewScreen } from '@/features/pages/components/page-view-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/$campaignId/view')({
  staticData: { title: msg`Landing page` },
  component: PageViewScreen,
});
