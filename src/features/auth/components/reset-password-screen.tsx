import { useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { ButtonLink } from '@/components/router-links.tsx';
import { HOME_AFTER_SIGN_IN } from '@/lib/auth/safe-redirect.ts';
import { useSession } from '@/lib/auth/session.ts';
import { toast } from '@/lib/notify.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

/**
 * Where the password reset email's link lands: the link signs the user in for this purpose, and
 * they choose a new password here.
 */
export function ResetPasswordScreen({ hasSession }: { hasSession: boolean }) {
  const { t } = useLingui();
  const router = useRouter();
  const session = useSession();

  if (!hasSession && !session) {
    return (
      <AuthCard title={t`Choose a new password`} subtitle={t`This link no longer works.`} footer={null}>
        <Stack>
          <Alert color="orange" icon={<IconLinkOff />} role="alert">
            {t`The reset link has expired or was already used. Ask for a new one from the sign-in page.`}
          </Alert>
          <ButtonLink to="/sign-in" fullWidth>
            {t`Go to sign in`}
          </ButtonLink>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Choose a new password`}
      subtitle={session?.user.email ?? t`For your Pitchcraft account.`}
      footer={null}
    >
      <AuthForm
        view="update_password"
        hint={t`At least 10 characters, with at least one letter and one digit.`}
        observer={{
          onPasswordUpdated: () => {
            toast.success(t`Your password has been changed.`);
            router.history.push(HOME_AFTER_SIGN_IN);
          },
        }}
      />
    </AuthCard>
  );
}
