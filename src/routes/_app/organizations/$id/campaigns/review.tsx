import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CampaignReviewScreen } from '@/features/campaigns/components/campaign-review-screen.tsx';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/review')({
  staticData: { title: msg`Review campaign` },
  component: CampaignReviewScreen,
});
