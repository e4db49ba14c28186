import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { errorMessages } from '@/lib/errors/error-messages.ts';
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
  const { t, i18n } = useLingui();
  if (state === 'success') return <SubscriptionSuccessDialog {...page} onClose={onDismiss} />;
  if (state === 'cancelled') {
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
