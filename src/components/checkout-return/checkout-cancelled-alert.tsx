import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';

/** SPEC §4's cancelled checkout: nothing was charged, said until the user dismisses it. */
export function CheckoutCancelledAlert({ onDismiss }: { onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onDismiss}
      mb="lg"
    >
      {i18n._(errorMessages.paymentCancelled)}
    </Alert>
  );
}
