import { useLingui } from '@lingui/react/macro';
import { Alert, PasswordInput, TextInput } from '@mantine/core';

type CredentialsFieldsProps = {
  error: string | null;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordDescription?: string;
  passwordMinLength?: number;
};

/** Email and password, with the auth API's refusal above them; shared by sign-in and sign-up. */
export function CredentialsFields({
  error,
  passwordAutoComplete,
  passwordDescription,
  passwordMinLength,
}: CredentialsFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput name="email" type="email" label={t`Email`} autoComplete="email" required autoFocus />
      <PasswordInput
        name="password"
        label={t`Password`}
        description={passwordDescription}
        autoComplete={passwordAutoComplete}
        minLength={passwordMinLength}
        visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
        required
      />
    </>
  );
}
