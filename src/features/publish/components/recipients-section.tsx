import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconUpload } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ListPagination } from '@/components/list-pagination.tsx';
import { UrlSearchInput } from '@/components/url-search-input.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import type { RecipientSummary } from '../api/get-recipient-summary.ts';
import { RECIPIENTS_PAGE_SIZE, type Recipient, useRecipients } from '../api/get-recipients.ts';
import { RecipientUploadDialog } from '../upload/recipient-upload-dialog.tsx';
import { RecipientDetailDialog } from './recipient-detail-dialog.tsx';
import { RecipientList } from './recipient-list.tsx';

const route = getRouteApi('/_app/organizations/$id/campaigns/$campaignId/recipients');

type RecipientsSectionProps = {
  workspaceId: string;
  campaignId: string;
  summary: RecipientSummary;
  /** After an upload: the list, the counts and the allowance are read again. */
  onUploaded: () => void;
  /** While a send runs or engagement arrives, the list is read again this often. */
  refetchInterval?: number | false;
  /** A follow-up's recipients are its parent's who had not engaged, chosen when it goes: no upload. */
  followUp?: boolean;
};

/** The campaign's recipients: counts, the searchable list, details, and the upload (editors). */
export function RecipientsSection({
  workspaceId,
  campaignId,
  summary,
  onUploaded,
  refetchInterval = false,
  followUp = false,
}: RecipientsSectionProps) {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const q = search.q ?? '';
  const page = search.page ?? 1;
  const { data, isFetching } = useRecipients(workspaceId, campaignId, { q, page }, refetchInterval);
  // Without a search the list holds every recipient: the summary's count, not one per page.
  const total = data?.matches ?? summary.total;
  const [opened, setOpened] = useState<Recipient | null>(null);
  const [uploading, setUploading] = useState(false);
  const canEdit = useCanEditContent(workspaceId);

  const uploadButton = canEdit && !followUp && (
    <Button
      leftSection={<IconUpload size={16} />}
      onClick={() => setUploading(true)}
      aria-expanded={uploading}
    >
      {t`Upload recipients`}
    </Button>
  );

  const goTo = useCallback(
    (next: { q?: string; page?: number }) =>
      navigate({ search: (previous) => ({ ...previous, ...next }), replace: true }),
    [navigate],
  );
  const onSearch = useCallback((next: string) => goTo({ q: next || undefined, page: undefined }), [goTo]);

  return (
    <Stack gap="md" component="section" aria-labelledby="recipients-heading">
      <Title order={2} fz="lg" id="recipients-heading">
        {t`Recipients`}
      </Title>
      {summary.total === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={30} />}
          title={t`No recipients yet`}
          description={
            followUp
              ? t`Its recipients are chosen when it goes: those of the campaign it follows up who have not engaged by then.`
              : canEdit
                ? i18n._(errorMessages.noRecipientsList)
                : t`The recipients of this campaign will be listed here.`
          }
          action={uploadButton}
        />
      ) : (
        <>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <UrlSearchInput
              search={q}
              onSearch={onSearch}
              aria-label={t`Search recipients by email`}
              placeholder={t`Search by email`}
              style={{ flex: '1 1 220px' }}
              maw={{ sm: 360 }}
            />
            {uploadButton}
          </Group>
          {data === undefined ? (
            <Loader size="sm" />
          ) : data.recipients.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>
                {q ? t`No recipient matches “${q}”` : t`The list of recipients ends before this page.`}
              </Text>
              <Button
                variant="light"
                size="compact-sm"
                onClick={() => goTo({ q: undefined, page: undefined })}
              >
                {q ? t`Clear search` : t`Back to the first page`}
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm" style={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <Text c="dimmed" fz="sm" aria-live="polite">
                {q ? (
                  <Plural value={total} one="# recipient matches" other="# recipients match" />
                ) : (
                  <Plural value={total} one="# recipient" other="# recipients" />
                )}
              </Text>
              <RecipientList recipients={data.recipients} onOpen={setOpened} />
              <ListPagination
                total={total}
                pageSize={RECIPIENTS_PAGE_SIZE}
                page={page}
                onChange={(next) => goTo({ page: next === 1 ? undefined : next })}
              />
            </Stack>
          )}
        </>
      )}
      <RecipientUploadDialog
        workspaceId={workspaceId}
        campaignId={campaignId}
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={onUploaded}
      />
      <RecipientDetailDialog
        workspaceId={workspaceId}
        campaignId={campaignId}
        recipient={opened}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}
