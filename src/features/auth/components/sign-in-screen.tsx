import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '@/components/router-links.tsx';
import { safeRedirect } from '@/lib/auth/safe-redirect.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

const guestRoute = getRouteApi('/_public/_guest');

type SignInMethod = 'sign_in' | 'magic_link' | 'forgotten_password';

/** Sign in with a password or an emailed link; a forgotten password is reset by email. */
export function SignInScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const { redirect } = guestRoute.useSearch();
  const [method, setMethod] = useState<SignInMethod>('sign_in');
  const returnTo = safeRedirect(redirect);

  const subtitle = {
    sign_in: t`Sign in to your Pitchcraft account.`,
    magic_link: t`We email you a link that signs you in, no password needed.`,
    forgotten_password: t`Enter your email and we send you a link to choose a new password.`,
  }[method];

  const otherMethods: { method: SignInMethod; label: string }[] = [
    { method: 'sign_in' as const, label: t`Sign in with a password` },
    { method: 'magic_link' as const, label: t`Email me a sign-in link instead` },
    { method: 'forgotten_password' as const, label: t`Forgot your password?` },
  ].filter((entry) => entry.method !== method);

  return (
    <AuthCard
      title={method === 'forgotten_password' ? t`Reset your password` : t`Welcome back`}
      subtitle={subtitle}
      footer={
        <Trans>
          New to Pitchcraft?{' '}
          <AnchorLink to="/sign-up" search={{ redirect }} fw={600} fz="sm">
            Create an account
          </AnchorLink>
        </Trans>
      }
    >
      <AuthForm
        key={method}
        view={method}
        redirectTo={
          method === 'forgotten_password'
            ? `${window.location.origin}/reset-password`
            : `${window.location.origin}${returnTo}`
        }
        observer={{ onSignedIn: () => router.history.push(returnTo) }}
      />
      <Group justify="space-between" mt="md" gap="xs">
        {otherMethods.map((entry) => (
          <Anchor
            key={entry.method}
            component="button"
            type="button"
            fz="sm"
            onClick={() => setMethod(entry.method)}
          >
            {entry.label}
          </Anchor>
        ))}
      </Group>
    </AuthCard>
  );
}
