import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { AnchorLink } from '@/components/router-links.tsx';
import { safeRedirect } from '@/lib/auth/safe-redirect.ts';
import { supabase } from '@/lib/supabase.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { CredentialsFields } from './credentials-fields.tsx';

const guestRoute = getRouteApi('/_public/_guest');

export function SignInScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const { redirect } = guestRoute.useSearch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const { error: authError } = await supabase.auth.signInWithPassword({
      email: String(form.get('email')),
      password: String(form.get('password')),
    });
    setPending(false);
    if (authError) return setError(t(authErrorMessage(authError)));
    router.history.push(safeRedirect(redirect));
  };

  return (
    <AuthCard
      title={t`Welcome back`}
      subtitle={t`Sign in to your Pitchcraft account.`}
      footer={
        <Trans>
          New to Pitchcraft?{' '}
          <AnchorLink to="/sign-up" search={{ redirect }} fw={600}>
            Create an account
          </AnchorLink>
        </Trans>
      }
    >
      <form onSubmit={signIn}>
        <Stack>
          <CredentialsFields error={error} passwordAutoComplete="current-password" />
          <Button type="submit" loading={pending} fullWidth size="md">
            {t`Sign in`}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
