import { useParams } from '@tanstack/react-router';
import { BriefReviewScreen } from '@/content/brief/components/brief-review-screen.tsx';

export function PageReviewScreen() {
  const { id } = useParams({ from: '/_app/organizations/$id/pages/review' });
  return <BriefReviewScreen kind="page" workspaceId={id} />;
}
