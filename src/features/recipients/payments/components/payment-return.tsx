import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { PaymentSuccessDialog } from './payment-success-dialog.tsx';

/** How the user came back from the checkout page, read once from the address. */
export type PaymentReturnState = { outcome: 'success'; purchaseId: string } | { outcome: 'cancelled' } | null;

type PaymentReturnProps = {
  workspaceId: string;
  campaignId: string;
  state: PaymentReturnState;
  onDismiss: () => void;
};

/** SPEC §4's payment outcomes: the success dialog, or the cancelled message. */
export function PaymentReturn({ workspaceId, campaignId, state, onDismiss }: PaymentReturnProps) {
  const { t, i18n } = useLingui();
  if (state?.outcome === 'success') {
    return (
      <PaymentSuccessDialog
        workspaceId={workspaceId}
        campaignId={campaignId}
        purchaseId={state.purchaseId}
        onClose={onDismiss}
      />
    );
  }
  if (state?.outcome === 'cancelled') {
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
  return null;
}
