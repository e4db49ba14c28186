import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { reviewLinkQueryOptions } from '@/features/review-link/api/review-link.ts';
import { ReviewLinkScreen } from '@/features/review-link/components/review-link-screen.tsx';
import { activateLocale } from '@/lib/i18n/activate-locale.ts';
import { hasLocaleChoice } from '@/lib/i18n/locale-cookie.ts';

/** A client reviewer's link from an email: no sign-in; the screen speaks the reviewer's language. */
export const Route = createFileRoute('/_public/review/$secret')({
  staticData: { title: msg`Review` },
  loader: async ({ context: { queryClient }, params: { secret } }) => {
    const link = await queryClient.ensureQueryData(reviewLinkQueryOptions(secret)).catch(() => null);
    // The reviewer's language unless this browser chose one.
    if (link && !hasLocaleChoice()) await activateLocale(link.reviewer.locale);
  },
  component: ReviewLinkScreen,
});
