import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageViewScreen } from '@/features/pages/components/page-view-screen.tsx';
import { pageSubscriptionsQueryOptions } from '@/features/pages/publish/api/page-subscriptions.ts';
import { webpagePlansQueryOptions } from '@/features/pages/publish/api/webpage-plans.ts';
import { pageViewQueryOptions } from '@/features/pages/view/get-page-view.ts';
import { oneOf, searchParams, text } from '@/lib/search-params.ts';

export const Route = createFileRoute('/_app/organizations/$id/pages/$campaignId/view')({
  staticData: { title: msg`Landing page` },
  // Creation lands here even when generation failed, to offer "Try again", or when the model
  // failed and the offline draft was saved, to say so (and which facts stay in the brief's language).
  // Back from the checkout: ?subscription=success&subscriptionId=… or ?subscription=cancelled.
  validateSearch: searchParams({
    generation: oneOf(['failed', 'offline']),
    briefLanguage: oneOf(['en', 'es']),
    subscription: oneOf(['success', 'cancelled']),
    subscriptionId: text(100),
  }),
  // The publish panel's subscription and plans load with the page rather than after it, so the
  // panel does not grow under the reader (prefetch never throws: the panel shows its own errors).
  loader: async ({ context: { queryClient }, params: { id, campaignId } }) => {
    const [page] = await Promise.all([
      queryClient.ensureQueryData(pageViewQueryOptions(id, campaignId)),
      queryClient.prefetchQuery(pageSubscriptionsQueryOptions(id, campaignId)),
      queryClient.prefetchQuery(webpagePlansQueryOptions()),
    ]);
    return page;
  },
  component: PageViewScreen,
});
