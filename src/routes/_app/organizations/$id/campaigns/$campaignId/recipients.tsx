import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { publishCampaignQueryOptions } from '@/features/publish/api/get-publish-campaign.ts';
import { recipientSummaryQueryOptions } from '@/features/publish/api/get-recipient-summary.ts';
import { recipientsQueryOptions } from '@/features/publish/api/get-recipients.ts';
import { RecipientsScreen } from '@/features/publish/components/recipients-screen.tsx';
import { campaignUsageQueryOptions } from '@/features/publish/payments/api/get-campaign-usage.ts';
import { packagesQueryOptions } from '@/features/publish/payments/api/get-packages.ts';
import { oneOf, searchParams, text, uuid, wholeNumber } from '@/lib/search-params.ts';
import { senderDomainsQueryOptions } from '@/lib/sender-domains/sender-domains.ts';

export const Route = createFileRoute('/_app/organizations/$id/campaigns/$campaignId/recipients')({
  staticData: { title: msg`Recipients` },
  // ?q= and ?page= are the list's; ?payment= and ?purchase= are how a checkout comes back, read
  // once and then cleared. Anything unreadable falls back rather than failing the route.
  validateSearch: searchParams({
    q: text(254, { trim: true }),
    page: wholeNumber(1, 100_000),
    payment: oneOf(['success', 'cancelled']),
    purchase: uuid(),
  }),
  loaderDeps: ({ search: { q, page } }) => ({ q: q ?? '', page: page ?? 1 }),
  loader: async ({ context: { queryClient }, params: { id, campaignId }, deps }) => {
    const campaign = await queryClient.ensureQueryData(publishCampaignQueryOptions(id, campaignId));
    if (!campaign) return;
    await Promise.all([
      queryClient.ensureQueryData(recipientsQueryOptions(id, campaignId, deps)),
      queryClient.ensureQueryData(recipientSummaryQueryOptions(id, campaignId)),
      queryClient.ensureQueryData(campaignUsageQueryOptions(id, campaignId)),
      queryClient.ensureQueryData(packagesQueryOptions()),
      queryClient.ensureQueryData(senderDomainsQueryOptions(id)),
    ]);
  },
  component: RecipientsScreen,
});
