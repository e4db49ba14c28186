import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageReviewScreen } from '@/features/pages/components/page-review-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/pages/review')({
  staticData: { title: msg`Review landing page` },
  component: PageReviewScreen,
});
