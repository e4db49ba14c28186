import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { fieldMessages } from '@/lib/forms/field-messages.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { useJoinWaitlist } from './join-waitlist.ts';
import { waitlistInput } from './waitlist-input.ts';

/** The newsletter / waitlist sign-up of the landing page (SPEC §4 outcomes, §5 messages). */
export function WaitlistForm() {
  const { t } = useLingui();
  const join = useJoinWaitlist();
  const form = useSchemaForm(waitlistInput, { initialValues: { email: '' } });

  // Every outcome but a refused address is said below the form (`join.data`, `join.isError`).
  const save = ({ email }: { email: string }) =>
    join.mutateAsync(email).then(
      (outcome) => (outcome === 'invalid' ? { email: { message: fieldMessages.email } } : undefined),
      () => undefined,
    );
  const outcome = join.isError ? 'failed' : join.data;

  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label={t`Join the waitlist`}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          autoComplete="email"
          aria-label={t`Your email`}
          placeholder={t`you@company.com`}
          {...form.getInputProps('email')}
          size="md"
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" size="md" loading={form.submitting} style={{ flex: '0 0 auto' }}>
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
