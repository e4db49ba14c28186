import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { Auth } from '@supabase/auth-ui-react';
import type { AuthError } from '@supabase/supabase-js';
import { memo, useRef, useState } from 'react';
import { supabase } from '@/lib/supabase.ts';
import { authErrorMessage } from '../auth-errors.ts';
import { authUiAppearance } from '../auth-ui-appearance.ts';
import { type AuthCallObserver, observedAuthClient } from '../observed-auth-client.ts';
import { useAuthUiLocalization } from '../use-auth-ui-localization.ts';

export type AuthView = 'sign_in' | 'sign_up' | 'magic_link' | 'forgotten_password' | 'update_password';

type AuthFormProps = {
  view: AuthView;
  /** Where the link of an email (confirmation, magic link, reset) brings the user back to. */
  redirectTo?: string;
  observer?: Omit<AuthCallObserver, 'onStart' | 'onError'>;
  /** Under the password of the sign-up form. */
  hint?: string;
};

/** auth-ui's form in the app's look and language, with refusals explained above it. */
export function AuthForm({ view, redirectTo, observer = {}, hint }: AuthFormProps) {
  const { t } = useLingui();
  const [error, setError] = useState<AuthError | null>(null);
  const latest = useRef<AuthCallObserver>({});
  latest.current = { ...observer, onStart: () => setError(null), onError: setError };
  const [client] = useState(() => observedAuthClient(supabase, () => latest.current));
  const localization = useAuthUiLocalization();

  return (
    <Stack gap="md">
      {error && (
        <Alert color="red" role="alert">
          {t(authErrorMessage(error))}
        </Alert>
      )}
      <StableAuth
        client={client}
        view={view}
        redirectTo={redirectTo}
        localization={localization}
        hint={hint}
      />
    </Stack>
  );
}

type StableAuthProps = {
  client: typeof supabase;
  view: AuthView;
  redirectTo: string | undefined;
  localization: ReturnType<typeof useAuthUiLocalization>;
  hint: string | undefined;
};

// auth-ui rebuilds its form (losing what was typed) whenever it renders again, so it renders only
// when what it shows changes: not when the error above it does.
const StableAuth = memo(function StableAuth({
  client,
  view,
  redirectTo,
  localization,
  hint,
}: StableAuthProps) {
  return (
    <Auth
      supabaseClient={client}
      view={view}
      providers={[]}
      showLinks={false}
      redirectTo={redirectTo}
      appearance={authUiAppearance}
      localization={localization}
    >
      {hint && (
        <Text fz="xs" c="dimmed" mt={-8}>
          {hint}
        </Text>
      )}
    </Auth>
  );
});
