import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';

/**
 * Said once on a screen whose write actions a viewer does not get (`canEditContent`), where those
 * actions would be, so the missing buttons are explained rather than a mystery.
 */
export function ViewOnlyNote() {
  const { t } = useLingui();
  return (
    <Alert color="gray" variant="light" icon={<IconEye size={18} />}>
      {t`You can view this workspace. Ask an admin for the editor role to make changes.`}
    </Alert>
  );
}

/** What a viewer sees at an address that only writes (creating, editing): why not, and a way back. */
export function ViewOnlyScreen({ action }: { action: ReactNode }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<IconEye size={30} />}
      title={t`This workspace is view-only for you`}
      description={t`You can view this workspace. Ask an admin for the editor role to make changes.`}
      action={action}
    />
  );
}
