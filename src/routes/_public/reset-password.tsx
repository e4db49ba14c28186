import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen.tsx';

/** The reset email's link lands here, signed in by the token in the address. */
export const Route = createFileRoute('/_public/reset-password')({
  beforeLoad: async ({ context }) => ({ hasSession: Boolean(await context.auth.getSession()) }),
  component: function ResetPasswordRoute() {
    const { hasSession } = Route.useRouteContext();
    return <ResetPasswordScreen hasSession={hasSession} />;
  },
});
