import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconWorld } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { SlugStatus } from '@/content/slugs/components/slug-status.tsx';
import { isSlugShaped, type SlugAvailability, slugMessages } from '@/content/slugs/model/slug-rule.ts';
import { usePageSlugAvailability } from '../api/check-page-slug.ts';
import { isSlugTaken, useUpdatePagePublishing } from '../api/update-page-publishing.ts';

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
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(initialSlug);
  const [refusal, setRefusal] = useState<string | null>(null);
  const slug = value.trim().toLowerCase();
  const [settled] = useDebouncedValue(slug, 300);
  const asking = isSlugShaped(settled) ? settled : null;
  const availability = usePageSlugAvailability(workspaceId, pageId, asking);
  const update = useUpdatePagePublishing(workspaceId, pageId);

  const known: SlugAvailability | 'checking' | undefined =
    settled !== slug || availability.isFetching ? 'checking' : availability.data;
  const unchanged = slug === (savedSlug ?? '');
  const canSave = !unchanged && isSlugShaped(slug) && known === 'available';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSave) return;
    setRefusal(null);
    update.mutate(
      { kind: 'slug', slug },
      {
        onError: (error) =>
          setRefusal(
            isSlugTaken(error)
              ? i18n._(slugMessages.taken)
              : t`The address could not be saved. Please try again.`,
          ),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Page address`}>
      <Stack gap={6}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t`Page slug`}
            description={t`The last part of the page's public address.`}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setRefusal(null);
            }}
            error={refusal}
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
            loading={update.isPending}
            style={{ flexShrink: 0 }}
          >
            {t`Save`}
          </Button>
        </Group>
        {slug && !refusal && !unchanged && <SlugStatus slug={slug} availability={known} />}
      </Stack>
    </form>
  );
}
