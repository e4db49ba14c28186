import { useLingui } from '@lingui/react/macro';
import type { I18nVariables } from '@supabase/auth-ui-shared';
import { useMemo } from 'react';

/** auth-ui's labels and messages in the reader's language (its `localization.variables`). */
export function useAuthUiLocalization(): { variables: I18nVariables } {
  const { t, i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the locale alone.
  return useMemo(() => {
    const email = t`Email`;
    const password = t`Password`;
    const emailPlaceholder = t`you@company.com`;
    return {
      variables: {
        sign_in: {
          email_label: email,
          password_label: password,
          email_input_placeholder: emailPlaceholder,
          password_input_placeholder: t`Your password`,
          button_label: t`Sign in`,
          loading_button_label: t`Signing in…`,
          link_text: t`Already have an account? Sign in`,
        },
        sign_up: {
          email_label: email,
          password_label: password,
          email_input_placeholder: emailPlaceholder,
          password_input_placeholder: t`Choose a password`,
          button_label: t`Create account`,
          loading_button_label: t`Creating your account…`,
          link_text: t`New to Pitchcraft? Create an account`,
          // The screen shows its own, larger "check your inbox" panel instead.
          confirmation_text: '',
        },
        magic_link: {
          email_input_label: email,
          email_input_placeholder: emailPlaceholder,
          button_label: t`Email me a sign-in link`,
          loading_button_label: t`Sending the link…`,
          link_text: t`Email me a sign-in link instead`,
          confirmation_text: t`Check your inbox: we sent you a link that signs you in.`,
          empty_email_address: t`Enter your email address.`,
        },
        forgotten_password: {
          email_label: email,
          password_label: password,
          email_input_placeholder: emailPlaceholder,
          button_label: t`Email me a reset link`,
          loading_button_label: t`Sending the link…`,
          link_text: t`Forgot your password?`,
          confirmation_text: t`Check your inbox: we sent you a link to choose a new password.`,
        },
        update_password: {
          password_label: t`New password`,
          password_input_placeholder: t`At least 10 characters, a letter and a digit`,
          button_label: t`Save the new password`,
          loading_button_label: t`Saving…`,
          confirmation_text: t`Your password has been changed.`,
        },
      },
    };
  }, [i18n.locale]);
}
