import { useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { SenderFields } from '@/components/sender-fields.tsx';
import { SlugStatus } from '@/content/slugs/components/slug-status.tsx';
import { type SlugAvailability, slugMessages } from '@/content/slugs/model/slug-rule.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import type { SenderDomain } from '@/lib/sender-domains/sender-domains.ts';
import {
  type DetailsErrors,
  type SendingDetails,
  type SendingDetailsField,
  type SendingDetailsInput,
  sendingDetailsInput,
  sendingDetailsMessages,
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
  const { t } = useLingui();
  const form = useSchemaForm(sendingDetailsInput, { initialValues, messages: sendingDetailsMessages });
  const [slugTouched, setSlugTouched] = useState(false);
  const { setFieldValue } = form;

  useEffect(() => {
    if (slugTouched || !slugProposal) return;
    setFieldValue('slug', slugProposal);
    onSlugChange(slugProposal);
  }, [slugProposal, slugTouched, onSlugChange, setFieldValue]);

  const field = (name: SendingDetailsField) => ({ ...form.getInputProps(name), disabled });
  const slugField = field('slug');

  const slug = form.values.slug.trim().toLowerCase();
  const slugRefused = slugAvailability === 'taken' || slugAvailability === 'reserved';
  // A refusal is said once the user typed in the field or tried to save, never on a proposal alone.
  const slugStatusShown = slugTouched || !slugRefused;

  const save = (input: SendingDetailsInput) => {
    if (slugRefused) {
      return { slug: { message: slugAvailability === 'taken' ? slugMessages.taken : slugMessages.reserved } };
    }
    return onSave(input);
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Sending details`}>
      <Stack gap="md">
        <SenderFields
          name={field('sender_name')}
          domain={field('sender_domain')}
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
          {...slugField}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            slugField.onChange(event);
            setSlugTouched(true);
            onSlugChange(event.currentTarget.value.trim().toLowerCase());
          }}
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
            {!form.errors.slug && slugStatusShown && (
              <SlugStatus slug={slug} availability={slugAvailability} />
            )}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={disabled}>
            {t`Save details`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
