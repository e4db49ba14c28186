import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { type FieldErrors, fieldErrorsFromZod, useFieldErrorText } from '@/lib/forms/field-errors.ts';
import { type ContactField, contactInput } from './contact-input.ts';
import { useSubmitContact } from './submit-contact.ts';

const EMPTY: Record<ContactField, string> = { firstName: '', lastName: '', email: '', phone: '' };

/**
 * The contact and registration form: first name, last name, email and phone. What the visitor
 * typed stays in place whatever goes wrong; success goes to /thanks.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const submitContact = useSubmitContact();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod<ContactField>(parsed.error));
      return;
    }
    submitContact.mutate(
      { input: parsed.data, locale: i18n.locale === 'es' ? 'es' : 'en' },
      { onSuccess: () => navigate({ to: '/thanks' }) },
    );
  };

  const field = (name: ContactField) => ({
    value: values[name],
    error: errorText(errors[name]),
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    disabled: submitContact.isPending,
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Contact and registration`}>
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
          <Button type="submit" loading={submitContact.isPending}>
            {t`Send my details`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
