import { useLingui } from '@lingui/react/macro';
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useNewBuildAvailable } from '@/lib/build/build-update.ts';

/**
 * Offers a reload when a newer build is deployed. It is a standing notice, not a toast: toasts
 * close after 1.5 s and only one shows at a time, and this must wait for the user.
 */
export function BuildUpdateNotice() {
  const { t } = useLingui();
  const available = useNewBuildAvailable();
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={1000}>
      <Notification
        icon={<IconRefresh size={18} />}
        title={t`A new version of Pitchcraft is available`}
        onClose={() => setDismissed(true)}
        closeButtonProps={{ 'aria-label': t`Dismiss` }}
        withBorder
        maw={380}
        role="status"
      >
        <Text fz="sm" mb="xs">
          {t`Reload to get the latest improvements. Save your work first.`}
        </Text>
        <Group justify="flex-end">
          <Button size="xs" onClick={() => window.location.reload()}>
            {t`Reload now`}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
