import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';

/** After this long a payment still unconfirmed is called slow, so the user waits rather than pays again. */
export const STILL_CONFIRMING_AFTER_MS = 6000;

type CheckoutDialogProps = {
  title: string;
  /** Once the payment is confirmed the button moves the user on rather than just closing. */
  paid: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** The dialog shown back from a paid checkout: what the payment did so far, and a way out. */
export function CheckoutDialog({ title, paid, onClose, children }: CheckoutDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose} variant={paid ? 'filled' : 'default'}>
            {paid ? t`Continue` : t`Close`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Waiting for Stripe's webhook. After STILL_CONFIRMING_AFTER_MS it says `stillConfirming`
 * instead, so a slow confirmation does not look like a failed one.
 */
export function CheckoutConfirming({ stillConfirming }: { stillConfirming: string }) {
  const { t } = useLingui();
  const slow = useElapsed(STILL_CONFIRMING_AFTER_MS);
  return (
    <Group gap="sm" wrap="nowrap" role="status">
      <Loader size="sm" />
      <Text fz="sm">{slow ? stillConfirming : t`Waiting for Stripe to confirm the payment…`}</Text>
    </Group>
  );
}

/** The confirmed payment: a check mark above what it bought. */
export function CheckoutPaid({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={32} />
      </ThemeIcon>
      {children}
    </Stack>
  );
}

/** True once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
