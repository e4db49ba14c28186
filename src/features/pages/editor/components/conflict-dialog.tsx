import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConflictDialogProps = {
  opened: boolean;
  busy: boolean;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
  onClose: () => void;
};

/** Someone saved the page since it was opened: the user chooses whose version stays. */
export function ConflictDialog({ opened, busy, onLoadTheirs, onKeepMine, onClose }: ConflictDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`This page was saved elsewhere`} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t`Someone (maybe you, in another tab) saved this page after you opened it. Nothing of yours has been saved yet.`}
        </Text>
        <Text size="sm">
          {t`Keep yours to save it over theirs: their version stays in the page's version history. Or load theirs and drop your changes.`}
        </Text>
        <Group justify="flex-end" mt="sm" gap="xs">
          <Button variant="default" onClick={onLoadTheirs} disabled={busy}>
            {t`Load their version`}
          </Button>
          <Button onClick={onKeepMine} loading={busy} data-autofocus>
            {t`Keep mine and save`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
