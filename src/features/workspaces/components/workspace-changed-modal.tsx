import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LoadedOverlayProps } from '@/components/overlays/overlay-types.ts';

type WorkspaceChangedModalProps = LoadedOverlayProps & {
  newName: string;
  shownName: string;
  onStay: () => void;
  onSwitch: () => void;
};

/** The dialog of `WorkspaceChangedDialog`, loaded the first time it has something to say. */
export default function WorkspaceChangedModal({
  opened,
  newName,
  shownName,
  onStay,
  onSwitch,
}: WorkspaceChangedModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onStay} title={t`Your current workspace changed`} centered>
      <Stack>
        <Text>
          {t`You switched to ${newName} in another tab or on another device. This tab still shows ${shownName}.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onStay}>
            {t`Stay here`}
          </Button>
          <Button onClick={onSwitch}>{t`Switch to ${newName}`}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
