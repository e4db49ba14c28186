import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

type UnsavedChangesGuardProps = {
  /** Whether there is work that leaving would lose. */
  dirty: boolean;
};

/**
 * Asks before leaving an editor with unsaved changes: in-app navigation gets a dialog, closing or
 * reloading the tab gets the browser's own prompt. Shared by the email and page editors.
 */
export function UnsavedChangesGuard({ dirty }: UnsavedChangesGuardProps) {
  const { t } = useLingui();
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t`Leave without saving?`}
      centered
    >
      <Text size="sm">{t`Your changes have not been saved. If you leave now, they are lost.`}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t`Stay and keep editing`}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t`Leave and discard changes`}
        </Button>
      </Group>
    </Modal>
  );
}
