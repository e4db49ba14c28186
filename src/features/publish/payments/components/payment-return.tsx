import { CheckoutCancelledAlert } from '@/components/checkout-return/checkout-cancelled-alert.tsx';
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
  if (state?.outcome === 'cancelled') return <CheckoutCancelledAlert onDismiss={onDismiss} />;
  return null;
}
