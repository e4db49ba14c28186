import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { SenderFields } from '@/components/sender-fields.tsx';
import { SlugStatus } from '@/content/slugs/components/slug-status.tsx';
import { type SlugAvailability, slugMessages } from '@/content/slugs/model/slug-rule.ts';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import {
  type DetailsError,
  type DetailsErrors,
  type SendingDetails,
  type SendingDetailsField,
  type SendingDetailsInput,
  validateSendingDetails,
} from '../model/sending-details.ts';

type SendingDetailsFormProps = {
  workspaceId: string;
  /** The domains this campaign may be sent from: workspace-wide ones and its client's. */
  domains: readonly SenderDomain[];
  initialValues: SendingDetails;
  /**
   * A free address found for a campaign without one; it replaces the slug as long as the user has
   * not typed in the field, so the screen never proposes an address it then refuses.
   */
  slugProposal?: string | null;
  /** The address the web version would have; the slug is shown after `/pages/`. */
  origin: string;
  /** What the database says of the slug being typed; undefined while not asked. */
  slugAvailability: SlugAvailability | 'checking' | undefined;
  onSlugChange: (slug: string) => void;
  /** Saves; resolves to the fields the server refused, if any. */
  onSave: (input: SendingDetailsInput) => Promise<DetailsErrors | undefined>;
  disabled?: boolean;
};

/** The message's envelope: who it is from, its subject and preheader, and its web version's address. */
export function SendingDetailsForm({
  workspaceId,
  domains,
  initialValues,
  slugProposal,
  origin,
  slugAvailability,
  onSlugChange,
  onSave,
  disabled = false,
}: SendingDetailsFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [saving, setSaving] = useState(false);
  const [slugTouched, setSlugTouched] = useState(false);

  useEffect(() => {
    if (slugTouched || !slugProposal) return;
    setValues((current) => (current.slug === slugProposal ? current : { ...current, slug: slugProposal }));
    onSlugChange(slugProposal);
  }, [slugProposal, slugTouched, onSlugChange]);

  const errorText = (error: DetailsError | undefined) =>
    error ? i18n._(error.message.id, error.values) : null;
  const field = (name: SendingDetailsField) => ({
    value: values[name],
    error: errorText(errors[name]),
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
      if (name === 'slug') {
        setSlugTouched(true);
        onSlugChange(value.trim().toLowerCase());
      }
    },
  });
  const domainChoice = {
    value: values.sender_domain,
    error: errorText(errors.sender_domain),
    disabled,
    onChange: (domain: string) => {
      setValues((current) => ({ ...current, sender_domain: domain }));
      setErrors((current) => ({ ...current, sender_domain: undefined }));
    },
  };

  const slug = values.slug.trim().toLowerCase();
  const slugRefused = slugAvailability === 'taken' || slugAvailability === 'reserved';
  // A refusal is said once the user typed in the field or tried to save, never on a proposal alone.
  const slugStatusShown = slugTouched || !slugRefused;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSendingDetails(values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    if (slugRefused) {
      setErrors({
        slug: {
          message: slugAvailability === 'taken' ? slugMessages.taken : slugMessages.reserved,
        },
      });
      return;
    }
    setErrors({});
    setValues((current) => ({ ...current, slug }));
    setSaving(true);
    try {
      setErrors((await onSave(result.input)) ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Sending details`}>
      <Stack gap="md">
        <SenderFields
          name={field('sender_name')}
          domain={domainChoice}
          workspaceId={workspaceId}
          domains={domains}
        />
        <Divider />
        <TextInput label={t`Email subject`} {...field('subject')} maxLength={250} required />
        <TextInput
          label={t`Preheader`}
          description={t`Optional: the short line inboxes show after the subject.`}
          {...field('preheader')}
          maxLength={250}
        />
        <Divider />
        <TextInput
          label={t`Page slug`}
          description={t`The address of the email's web version.`}
          {...field('slug')}
          maxLength={63}
          autoCapitalize="none"
          spellCheck={false}
          leftSection={<IconWorld size={16} aria-hidden />}
        />
        {slug && (
          <Stack gap={4}>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="slug-preview">
              {`${origin}/pages/${slug}`}
            </Text>
            {!errors.slug && slugStatusShown && <SlugStatus slug={slug} availability={slugAvailability} />}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={disabled}>
            {t`Save details`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
