import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useJoinWaitlist, type WaitlistOutcome } from './join-waitlist.ts';
import { waitlistAddress } from './waitlist-address.ts';

/** The newsletter / waitlist sign-up of the landing page (SPEC §4 outcomes, §5 messages). */
export function WaitlistForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Exclude<WaitlistOutcome, 'invalid'> | 'failed' | null>(null);
  const join = useJoinWaitlist();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const address = waitlistAddress(email);
    if (!address) {
      setFieldError(t`Enter a valid email`);
      return;
    }
    setFieldError(null);
    join.mutate(address, {
      onSuccess: (result) => {
        if (result === 'invalid') setFieldError(t`Enter a valid email`);
        else setOutcome(result);
      },
      onError: () => setOutcome('failed'),
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t`Join the waitlist`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          autoComplete="email"
          aria-label={t`Your email`}
          placeholder={t`you@company.com`}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          size="md"
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" size="md" loading={join.isPending} style={{ flex: '0 0 auto' }}>
          {t`Join the waitlist`}
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome === 'received' && (
          <Alert mt="md" color="teal" icon={<IconCheck size={18} />} role="status">
            {t`Thank you! If your email was not on our waitlist yet, it is now.`}
          </Alert>
        )}
        {outcome === 'throttled' && (
          <Alert mt="md" color="orange" icon={<IconClock size={18} />} role="alert">
            {t(errorMessages.waitlistThrottled)}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert mt="md" color="red" role="alert">
            {t(errorMessages.generic)}
          </Alert>
        )}
      </div>
    </form>
  );
}
