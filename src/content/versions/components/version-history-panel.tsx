import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEye, IconHistory, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ShowMoreButton } from '@/components/show-more-button.tsx';
import { useFormatters } from '@/lib/i18n/format.ts';
import { toast } from '@/lib/notify.tsx';
import { canEditContent, canManageWorkspace, useMyRole } from '@/lib/workspaces/my-role.ts';
import { type CampaignVersion, noteLabel, useCampaignVersions } from '../api/campaign-versions.ts';
import { useDeleteVersion, useRestoreVersion } from '../api/version-mutations.ts';
import { VersionPreviewModal } from './version-preview-modal.tsx';

type VersionHistoryPanelProps = {
  workspaceId: string;
  campaignId: string;
  kind: 'email' | 'page';
};

/**
 * The campaign's earlier versions, newest first: each can be previewed, restored by editors (the
 * current content is kept in turn), and deleted by owners and admins.
 */
export function VersionHistoryPanel({ workspaceId, campaignId, kind }: VersionHistoryPanelProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const versions = useCampaignVersions(workspaceId, campaignId);
  const { data: role } = useMyRole(workspaceId);
  const restore = useRestoreVersion(workspaceId);
  const remove = useDeleteVersion(workspaceId, campaignId);
  const [previewed, setPreviewed] = useState<CampaignVersion | null>(null);
  const rows = versions.data?.pages.flatMap((page) => page.versions) ?? [];

  const confirmRestore = (version: CampaignVersion) => {
    const when = format.dateTimeWithSeconds(version.created_at);
    modals.openConfirmModal({
      title: t`Restore this version?`,
      children: (
        <Text size="sm">
          {kind === 'email'
            ? t`The campaign goes back to the version of ${when}. What it has now is kept in the version history, so you can undo this.`
            : t`The page goes back to the version of ${when}. What it has now is kept in the version history, so you can undo this.`}
        </Text>
      ),
      labels: { confirm: t`Restore`, cancel: t`Cancel` },
      onConfirm: () =>
        restore.mutate(version.id, {
          onSuccess: () => {
            setPreviewed(null);
            toast.success(t`Version restored`);
          },
        }),
    });
  };

  const confirmDelete = (version: CampaignVersion) => {
    const when = format.dateTimeWithSeconds(version.created_at);
    modals.openConfirmModal({
      title: t`Delete this version?`,
      children: (
        <Text size="sm">{t`The version of ${when} is deleted for everyone in the workspace. This cannot be undone.`}</Text>
      ),
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(version.id, { onSuccess: () => toast.success(t`Version deleted`) }),
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="version-history-title">
      <Group gap="xs" mb={4}>
        <IconHistory size={18} aria-hidden />
        <Title order={2} size="h4" id="version-history-title">
          {t`Version history`}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t`Whenever the content is regenerated, edited or restored, the version before is kept here. The 50 most recent versions are kept; older ones are removed.`}
      </Text>
      {versions.isPending ? (
        <Stack gap="xs">
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : versions.isError ? (
        <Text size="sm" c="red">{t`The version history could not be loaded.`}</Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No earlier versions yet.`}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          aria-label={t`Earlier versions`}
          style={{ listStyle: 'none' }}
        >
          {rows.map((version) => {
            const note = noteLabel(version.note);
            const when = format.dateTimeWithSeconds(version.created_at);
            return (
              <Group
                component="li"
                key={version.id}
                justify="space-between"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {when}
                  </Text>
                  {note && (
                    <Text size="xs" c="dimmed">
                      {typeof note === 'string' ? note : t(note)}
                    </Text>
                  )}
                  {kind === 'email' && version.subject && (
                    <Text size="sm" truncate title={version.subject}>
                      {version.subject}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconEye size={14} />}
                    onClick={() => setPreviewed(version)}
                  >
                    {t`Preview`}
                  </Button>
                  {canEditContent(role) && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRestore size={14} />}
                      loading={restore.isPending && restore.variables === version.id}
                      onClick={() => confirmRestore(version)}
                    >
                      {t`Restore`}
                    </Button>
                  )}
                  {canManageWorkspace(role) && (
                    <Tooltip label={t`Delete this version`}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="md"
                        aria-label={t`Delete the version of ${when}`}
                        loading={remove.isPending && remove.variables === version.id}
                        onClick={() => confirmDelete(version)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <ShowMoreButton pages={versions} />
      {previewed && (
        <VersionPreviewModal
          workspaceId={workspaceId}
          campaignId={campaignId}
          version={previewed}
          onClose={() => setPreviewed(null)}
          onRestore={canEditContent(role) ? () => confirmRestore(previewed) : undefined}
        />
      )}
    </Paper>
  );
}
