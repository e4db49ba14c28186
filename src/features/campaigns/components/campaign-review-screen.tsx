import { useParams } from '@tanstack/react-router';
import { BriefReviewScreen } from '@/content/brief/components/brief-review-screen.tsx';

export function CampaignReviewScreen() {
  const { id } = useParams({ from: '/_app/organizations/$id/campaigns/review' });
  return <BriefReviewScreen kind="email" workspaceId={id} />;
}
