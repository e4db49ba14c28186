import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { RefusalCode } from '@shared/refusals/codes.ts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';

/** Why the last ship attempt was refused. */
export function ShipRefusalAlert({ code, onClose }: { code: RefusalCode; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t`The campaign was not sent`}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
      role="alert"
    >
      {t(refusalMessages[code])}
    </Alert>
  );
}
