import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen.tsx';

/** The reset email's link lands here, signed in by the token in the address. */
export const Route = createFileRoute('/_public/reset-password')({
  beforeLoad: async ({ context }) => ({ hasSession: Boolean(await context.auth.getSession()) }),
  component: function ResetPasswordRoute() {
    // Through getRouteApi, not `Route`: the split component would import this file back, and
    // this file (with the router's createFileRoute) would become a chunk of its own that every
    // screen loads (docs/frontend.md, "App weight").
    const { hasSession } = getRouteApi('/_public/reset-password').useRouteContext();
    return <ResetPasswordScreen hasSession={hasSession} />;
  },
});
