import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconWorld } from '@tabler/icons-react';
import { z } from 'zod';
import { SlugStatus } from '@/content/slugs/components/slug-status.tsx';
import {
  isSlugShaped,
  type SlugAvailability,
  slugInput,
  slugMessages,
} from '@/content/slugs/model/slug-rule.ts';
import { isUniqueViolation } from '@/lib/errors/refused.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.tsx';
import { usePageSlugAvailability } from '../api/check-page-slug.ts';
import { useUpdatePagePublishing } from '../api/update-page-publishing.ts';

const pageSlugInput = z.object({ slug: slugInput });
const notSaved = msg`The address could not be saved. Please try again.`;

type SlugFieldProps = {
  workspaceId: string;
  pageId: string;
  /** The slug saved now, or a suggestion from the page's name when it has none. */
  initialSlug: string;
  savedSlug: string | null;
  disabled?: boolean;
};

/** The page's address: typed, checked against every other page as typed, then saved. */
export function SlugField({ workspaceId, pageId, initialSlug, savedSlug, disabled = false }: SlugFieldProps) {
  const { t } = useLingui();
  const form = useSchemaForm(pageSlugInput, { initialValues: { slug: initialSlug }, messages: slugMessages });
  const slug = form.values.slug.trim().toLowerCase();
  const [settled] = useDebouncedValue(slug, 300);
  const asking = isSlugShaped(settled) ? settled : null;
  const availability = usePageSlugAvailability(workspaceId, pageId, asking);
  const update = useUpdatePagePublishing(workspaceId, pageId);

  const known: SlugAvailability | 'checking' | undefined =
    settled !== slug || availability.isFetching ? 'checking' : availability.data;
  const unchanged = slug === (savedSlug ?? '');
  const canSave = !unchanged && isSlugShaped(slug) && known === 'available';

  const save = async (input: z.output<typeof pageSlugInput>) => {
    if (!canSave) return undefined;
    try {
      await update.mutateAsync({ kind: 'slug', slug: input.slug });
      return undefined;
    } catch (error) {
      // A slug another page or email has: the unique index's own answer, not a refusal.
      const taken = isUniqueViolation(error);
      return { slug: { message: taken ? slugMessages.taken : notSaved } };
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label={t`Page address`}>
      <Stack gap={6}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t`Page slug`}
            description={t`The last part of the page's public address.`}
            {...form.getInputProps('slug')}
            maxLength={63}
            autoCapitalize="none"
            spellCheck={false}
            leftSection={<IconWorld size={16} aria-hidden />}
            disabled={disabled}
            style={{ flexGrow: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            variant="light"
            disabled={disabled || !canSave}
            loading={form.submitting}
            style={{ flexShrink: 0 }}
          >
            {t`Save`}
          </Button>
        </Group>
        {slug && !form.errors.slug && !unchanged && <SlugStatus slug={slug} availability={known} />}
      </Stack>
    </form>
  );
}
