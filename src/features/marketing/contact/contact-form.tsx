import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { type ContactField, type ContactInput, contactInput } from './contact-input.ts';
import { useSubmitContact } from './submit-contact.ts';

const EMPTY: Record<ContactField, string> = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The contact and registration form: first name, last name, email and phone. What the visitor
 * typed stays in place whatever goes wrong; success goes to /thanks.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const submitContact = useSubmitContact();
  const form = useSchemaForm(contactInput, { initialValues: EMPTY });

  // A failure is said by the alert below the fields (`submitContact.error`).
  const save = (input: ContactInput) =>
    submitContact.mutateAsync({ input, locale: i18n.locale === 'es' ? 'es' : 'en' }).then(
      () => navigate({ to: '/thanks' }),
      () => undefined,
    );

  const field = (name: ContactField) => ({ ...form.getInputProps(name), disabled: form.submitting });

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Contact and registration`}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`First name`}
            required
            maxLength={100}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextInput
            label={t`Last name`}
            required
            maxLength={100}
            autoComplete="family-name"
            {...field('lastName')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...field('email')}
          />
          <TextInput
            label={t`Phone`}
            description={t`Optional, with the country code if you are outside the US.`}
            // Below the box, so the phone's box lines up with the email's beside it.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
            maxLength={30}
            autoComplete="tel"
            {...field('phone')}
          />
        </SimpleGrid>
        {submitContact.isError && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
            {isRefused(submitContact.error, 'rate_limited')
              ? t(errorMessages.contactThrottled)
              : t(errorMessages.contactRegistration)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            {t`Send my details`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
