import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ShipRefusalCode } from '../api/ship-campaign.ts';
import { shipRefusalMessages } from '../model/ship-messages.ts';

/** Why the last ship attempt was refused. */
export function ShipRefusalAlert({ code, onClose }: { code: ShipRefusalCode; onClose: () => void }) {
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
      {t(shipRefusalMessages[code])}
    </Alert>
  );
}
