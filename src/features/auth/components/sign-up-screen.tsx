import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AnchorLink } from '@/components/router-links.tsx';
import { safeRedirect } from '@/lib/auth/safe-redirect.ts';
import { supabase } from '@/lib/supabase.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { CredentialsFields } from './credentials-fields.tsx';

const guestRoute = getRouteApi('/_public/_guest');
const MIN_PASSWORD_LENGTH = 8;

export function SignUpScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const { redirect } = guestRoute.useSearch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  const signUp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    setPending(true);
    setError(null);
    const { data, error: authError } = await supabase.auth.signUp({
      email,
      password: String(form.get('password')),
      options: { emailRedirectTo: `${window.location.origin}${safeRedirect(redirect)}` },
    });
    setPending(false);
    if (authError) return setError(t(authErrorMessage(authError)));
    // Without email confirmation the API signs the new user in at once.
    if (data.session) return router.history.push(safeRedirect(redirect));
    setConfirmationSentTo(email);
  };

  return (
    <AuthCard
      title={t`Create your account`}
      subtitle={t`Build your first campaign in minutes.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <AnchorLink to="/sign-in" search={{ redirect }} fw={600}>
            Sign in
          </AnchorLink>
        </Trans>
      }
    >
      {confirmationSentTo ? (
        <Alert color="teal" icon={<IconMailCheck />} title={t`Check your inbox`} role="status">
          {t`We sent a confirmation link to ${confirmationSentTo}. Follow it to start using Pitchcraft.`}
        </Alert>
      ) : (
        <form onSubmit={signUp}>
          <Stack>
            <CredentialsFields
              error={error}
              passwordAutoComplete="new-password"
              passwordDescription={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
              passwordMinLength={MIN_PASSWORD_LENGTH}
            />
            <Button type="submit" loading={pending} fullWidth size="md">
              {t`Create account`}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
