import { CheckoutCancelledAlert } from '@/components/checkout-return/checkout-cancelled-alert.tsx';
import { SubscriptionSuccessDialog } from './subscription-success-dialog.tsx';

/** How the user came back from the checkout page, read once from the address. */
export type SubscriptionReturnState = 'success' | 'cancelled' | undefined;

type SubscriptionReturnProps = {
  workspaceId: string;
  pageId: string;
  published: boolean;
  publicUrl: string | null;
  state: SubscriptionReturnState;
  onDismiss: () => void;
};

/** SPEC §4's payment outcomes for a page: the success dialog, or the cancelled message. */
export function SubscriptionReturn({ state, onDismiss, ...page }: SubscriptionReturnProps) {
  if (state === 'success') return <SubscriptionSuccessDialog {...page} onClose={onDismiss} />;
  if (state === 'cancelled') return <CheckoutCancelledAlert onDismiss={onDismiss} />;
  return null;
}
