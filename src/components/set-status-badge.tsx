import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/**
 * SPEC §4, sender status: "Set" or "Required". Also used for what else sending needs, such as the
 * workspace's postal address.
 */
export function SetStatusBadge({ isSet, size = 'md' }: { isSet: boolean; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useLingui();
  return isSet ? (
    <Badge color="teal" variant="light" size={size} leftSection={<IconCircleCheck size={14} />}>
      {t({ id: 'sender.status.set', message: 'Set' })}
    </Badge>
  ) : (
    <Badge color="orange" variant="light" size={size} leftSection={<IconAlertCircle size={14} />}>
      {t({ id: 'sender.status.required', message: 'Required' })}
    </Badge>
  );
}
