import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { AnchorLink } from '@/components/router-links.tsx';
import { safeRedirect } from '@/lib/auth/safe-redirect.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';

const guestRoute = getRouteApi('/_public/_guest');

export function SignUpScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const { redirect } = guestRoute.useSearch();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const returnTo = safeRedirect(redirect);

  return (
    <AuthCard
      title={confirmationSentTo ? t`Check your inbox` : t`Create your account`}
      subtitle={
        confirmationSentTo
          ? t`One step left: confirm your email address.`
          : t`Build your first campaign in minutes.`
      }
      footer={
        <Trans>
          Already have an account?{' '}
          <AnchorLink to="/sign-in" search={{ redirect }} fw={600} fz="sm">
            Sign in
          </AnchorLink>
        </Trans>
      }
    >
      {confirmationSentTo ? (
        <Stack>
          <Alert color="teal" icon={<IconMailCheck />} title={t`Confirm your email address`} role="status">
            {t`We sent a confirmation link to ${confirmationSentTo}. Follow it to start using Pitchcraft.`}
          </Alert>
          <Text fz="sm" c="dimmed">
            <Trans>
              No email after a few minutes? Look in your spam folder, or{' '}
              <Anchor component="button" type="button" fz="sm" onClick={() => setConfirmationSentTo(null)}>
                sign up again
              </Anchor>{' '}
              with the right address.
            </Trans>
          </Text>
        </Stack>
      ) : (
        <AuthForm
          view="sign_up"
          redirectTo={`${window.location.origin}${returnTo}`}
          hint={t`At least 10 characters, with at least one letter and one digit.`}
          observer={{
            onSignedUp: (email, session) => {
              // Without email confirmation the API signs the new user in at once.
              if (session) router.history.push(returnTo);
              else setConfirmationSentTo(email);
            },
          }}
        />
      )}
    </AuthCard>
  );
}
