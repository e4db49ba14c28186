import { useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text } from '@mantine/core';

type EditConflictDialogProps = {
  opened: boolean;
  busy: 'keep' | 'reload' | null;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
  onClose: () => void;
};

/** Someone saved the campaign while this editor had it open: the user chooses, nothing is lost silently. */
export function EditConflictDialog({
  opened,
  busy,
  onKeepMine,
  onLoadTheirs,
  onClose,
}: EditConflictDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`This email was saved elsewhere`} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t`Someone (or you, in another tab) saved this campaign after you opened the editor, so your changes were not saved.`}
        </Text>
        <Text size="sm">
          {t`Keep your version to save it over theirs: theirs stays in the version history. Or load theirs, which discards your changes.`}
        </Text>
        <Stack gap="xs" mt="sm">
          <Button onClick={onKeepMine} loading={busy === 'keep'} disabled={busy === 'reload'} data-autofocus>
            {t`Keep my version`}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={onLoadTheirs}
            loading={busy === 'reload'}
            disabled={busy === 'keep'}
          >
            {t`Discard my changes and load theirs`}
          </Button>
          <Button variant="subtle" onClick={onClose} disabled={busy !== null}>
            {t`Decide later`}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
