import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageViewScreen } from '@/features/pages/components/page-view-screen.tsx';
import { pageViewQueryOptions } from '@/features/pages/view/get-page-view.ts';

export const Route = createFileRoute('/_app/organizations/$id/pages/$campaignId/view')({
  staticData: { title: msg`Landing page` },
  // Express creation lands here even when generation failed, to offer "Try again".
  // Back from the checkout: ?subscription=success&subscriptionId=… or ?subscription=cancelled.
  validateSearch: z.object({
    generation: z.enum(['failed']).optional().catch(undefined),
    subscription: z.enum(['success', 'cancelled']).optional().catch(undefined),
    subscriptionId: z.string().max(100).optional().catch(undefined),
  }),
  loader: ({ context: { queryClient }, params: { id, campaignId } }) =>
    queryClient.ensureQueryData(pageViewQueryOptions(id, campaignId)),
  component: PageViewScreen,
});
