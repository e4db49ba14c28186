import { useLingui } from '@lingui/react/macro';
import { Box, Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRestore } from '@tabler/icons-react';
import { useFormatters } from '@/lib/i18n/format.ts';
import { type CampaignVersion, useVersionHtml } from '../api/campaign-versions.ts';

type VersionPreviewModalProps = {
  workspaceId: string;
  campaignId: string;
  version: CampaignVersion;
  onClose: () => void;
  /** Absent for a reader who may not restore (a viewer). */
  onRestore?: () => void;
};

/** An earlier version as it was rendered, in a frame that runs nothing and goes nowhere. */
export function VersionPreviewModal({
  workspaceId,
  campaignId,
  version,
  onClose,
  onRestore,
}: VersionPreviewModalProps) {
  const { t } = useLingui();
  const format = useFormatters();
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const html = useVersionHtml(workspaceId, campaignId, version.id);
  const when = format.dateTimeWithSeconds(version.created_at);

  return (
    <Modal opened onClose={onClose} title={t`Version of ${when}`} size="xl" fullScreen={phone}>
      {html.isPending ? (
        <Center h={200}>
          <Loader aria-label={t`Loading`} />
        </Center>
      ) : html.data ? (
        <Box style={{ boxShadow: '0 1px 6px rgba(0,0,0,.12)' }} data-preview-frame>
          <iframe
            title={t`Preview of the version of ${when}`}
            srcDoc={html.data}
            sandbox=""
            style={{
              display: 'block',
              width: '100%',
              height: phone ? 'calc(100dvh - 160px)' : '65vh',
              border: 0,
              background: '#fff',
            }}
          />
        </Box>
      ) : (
        <Text c="dimmed">
          {html.isError ? t`This version could not be loaded.` : t`This version has no preview.`}
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t`Close`}
        </Button>
        {onRestore && (
          <Button leftSection={<IconRestore size={16} />} onClick={onRestore}>
            {t`Restore this version`}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
