import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconFile, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { FileDropZone } from '@/components/file-drop-zone.tsx';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { toast } from '@/lib/notify.tsx';
import { useCanEditContent } from '@/lib/workspaces/my-role.ts';
import {
  ATTACHMENT_FILE_MAX_BYTES,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  attachmentFileProblem,
  totalOverLimit,
} from '../api/attachment-limits.ts';
import { getAttachmentDownloadUrl } from '../api/get-attachment-download-url.ts';
import {
  type CampaignAttachment,
  totalAttachmentBytes,
  useCampaignAttachments,
} from '../api/get-campaign-attachments.ts';
import { useRemoveAttachment } from '../api/remove-attachment.ts';
import { AttachmentUploadError, useUploadAttachment } from '../api/upload-attachment.ts';
import { useAttachmentSize } from './attachment-size.ts';

type PendingUpload = { key: string; name: string; size: number; progress: number };

/** What stops some of the chosen files, said above the drop zone until the next choice. */
type Notice =
  | { kind: 'over-total'; totalBytes: number }
  | { kind: 'rejected-files'; tooLarge: string[]; empty: string[] };

type CampaignAttachmentsPanelProps = { workspaceId: string; campaignId: string };

/**
 * The files sent with an email campaign: drop or choose files, watch them upload, see each size
 * and the total against the 27 MB limit (40 MB per message once encoded), remove them. The host's loader ensures
 * `campaignAttachmentsQueryOptions`; editors add and remove attachments, viewers download them.
 */
export function CampaignAttachmentsPanel({ workspaceId, campaignId }: CampaignAttachmentsPanelProps) {
  const { t } = useLingui();
  const size = useAttachmentSize();
  const titleId = useId();
  const { data: attachments } = useCampaignAttachments(workspaceId, campaignId);
  const canEdit = useCanEditContent(workspaceId);
  const upload = useUploadAttachment(workspaceId, campaignId);
  const remove = useRemoveAttachment(workspaceId, campaignId);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);

  const storedTotal = totalAttachmentBytes(attachments);
  const pendingTotal = pending.reduce((sum, upload) => sum + upload.size, 0);
  const shownTotal = storedTotal + pendingTotal;
  const limit = size(ATTACHMENTS_TOTAL_MAX_BYTES);

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const tooLarge = files
      .filter((file) => attachmentFileProblem(file) === 'too-large')
      .map((file) => file.name);
    const empty = files.filter((file) => attachmentFileProblem(file) === 'empty').map((file) => file.name);
    const acceptable = files.filter((file) => attachmentFileProblem(file) === null);
    const overTotal = totalOverLimit(shownTotal, acceptable);
    // Over the total, nothing of this choice is uploaded: the user decides what to leave out.
    if (overTotal !== null) return setNotice({ kind: 'over-total', totalBytes: overTotal });
    setNotice(tooLarge.length + empty.length > 0 ? { kind: 'rejected-files', tooLarge, empty } : null);

    const queued = acceptable.map((file) => ({
      file,
      entry: { key: crypto.randomUUID(), name: file.name, size: file.size, progress: 0 },
    }));
    setPending((current) => [...current, ...queued.map(({ entry }) => entry)]);
    // One at a time: each upload gets the connection's whole bandwidth, and the list fills in order.
    for (const { file, entry } of queued) {
      try {
        await upload.mutateAsync({
          file,
          onProgress: (progress) =>
            setPending((current) =>
              current.map((item) => (item.key === entry.key ? { ...item, progress } : item)),
            ),
        });
      } catch (error) {
        reportUploadFailure(error, file.name);
      } finally {
        setPending((current) => current.filter((item) => item.key !== entry.key));
      }
    }
  }

  function reportUploadFailure(error: unknown, fileName: string) {
    const problem = error instanceof AttachmentUploadError ? error.problem : 'failed';
    if (problem === 'total-too-large') {
      const totalBytes = error instanceof AttachmentUploadError ? error.totalBytes : null;
      return setNotice({ kind: 'over-total', totalBytes: totalBytes ?? ATTACHMENTS_TOTAL_MAX_BYTES + 1 });
    }
    if (problem === 'too-large')
      return setNotice({ kind: 'rejected-files', tooLarge: [fileName], empty: [] });
    toast.error(errorMessages.attachmentUpload);
  }

  function removeAttachment(attachment: CampaignAttachment) {
    remove.mutate(attachment, { onError: () => toast.error(errorMessages.attachmentRemoval) });
  }

  async function download(attachment: CampaignAttachment) {
    try {
      window.location.assign(await getAttachmentDownloadUrl(attachment));
    } catch {
      toast.error(errorMessages.generic);
    }
  }

  const overLimit = shownTotal > ATTACHMENTS_TOTAL_MAX_BYTES;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {t`Attachments`}
            </Title>
            <Text c="dimmed" fz="sm">
              {t`Files sent with this email, up to ${size(ATTACHMENT_FILE_MAX_BYTES)} each and ${limit} in all.`}
            </Text>
            <Text c="dimmed" fz="xs">
              {t`Why ${limit}: email encoding makes files about a third larger, and the email provider accepts at most 40 MB per message.`}
            </Text>
          </div>
          <Text fz="sm" fw={500} aria-live="polite">
            {t`${size(shownTotal)} of ${limit}`}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, (shownTotal / ATTACHMENTS_TOTAL_MAX_BYTES) * 100)}
          color={overLimit ? 'red' : shownTotal > ATTACHMENTS_TOTAL_MAX_BYTES * 0.9 ? 'yellow' : undefined}
          size="sm"
          aria-label={t`Total size of the attachments`}
        />

        {notice && (
          <Alert
            color={notice.kind === 'over-total' ? 'yellow' : 'red'}
            role="alert"
            icon={<IconAlertTriangle size={18} />}
            withCloseButton
            closeButtonLabel={t`Dismiss`}
            onClose={() => setNotice(null)}
          >
            {notice.kind === 'over-total' ? (
              t`These files would bring the attachments to ${size(notice.totalBytes)}, over the ${limit} limit. Please remove some attachments or choose smaller files.`
            ) : (
              <Stack gap={4}>
                {notice.tooLarge.map((name) => (
                  <Text key={`large-${name}`} fz="sm">
                    {t`“${name}” is larger than ${size(ATTACHMENT_FILE_MAX_BYTES)}, the limit for one file.`}
                  </Text>
                ))}
                {notice.empty.map((name) => (
                  <Text key={`empty-${name}`} fz="sm">
                    {t`“${name}” is empty.`}
                  </Text>
                ))}
              </Stack>
            )}
          </Alert>
        )}

        {canEdit && (
          <FileDropZone
            label={t`Add attachments`}
            prompt={t`Drag files here, or`}
            buttonLabel={t`Choose files`}
            icon={<IconUpload size={20} />}
            buttonIcon={<IconPaperclip size={16} />}
            multiple
            onFiles={(files) => void addFiles(files)}
          />
        )}

        {attachments.length === 0 && pending.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center">
            {t`No attachments yet.`}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Attached files`}
          >
            {attachments.map((attachment) => (
              <FileRow
                key={attachment.id}
                action={
                  canEdit && (
                    <Tooltip label={t`Remove`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Remove ${attachment.file_name}`}
                        onClick={() => removeAttachment(attachment)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )
                }
              >
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  truncate="end"
                  maw="100%"
                  onClick={() => void download(attachment)}
                >
                  {attachment.file_name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {size(attachment.size_bytes)}
                </Text>
              </FileRow>
            ))}
            {pending.map((item) => (
              <FileRow key={item.key}>
                <Text fz="sm" truncate="end">
                  {item.name}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Progress
                    value={item.progress * 100}
                    size="sm"
                    style={{ flex: 1 }}
                    aria-label={t`Uploading ${item.name}`}
                  />
                  <Text fz="xs" c="dimmed">
                    {size(item.size)}
                  </Text>
                </Group>
              </FileRow>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** One file of the list: its icon, its name and size (or progress), and an action. */
function FileRow({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Group component="li" wrap="nowrap" gap="sm">
      <ThemeIcon variant="light" color="gray" radius="md">
        <IconFile size={18} />
      </ThemeIcon>
      <Box miw={0} style={{ flex: 1 }}>
        {children}
      </Box>
      {action}
    </Group>
  );
}
