import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ShipPlan } from '../model/ship-plan.ts';

type ShipConfirmationProps = {
  opened: boolean;
  plan: ShipPlan;
  subject: string;
  from: string;
  shipping: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Says who will receive the email and what is left of the allowance before anything is sent. */
export function ShipConfirmation({
  opened,
  plan,
  subject,
  from,
  shipping,
  onConfirm,
  onClose,
}: ShipConfirmationProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Send this campaign?`} centered>
      <Stack gap="sm">
        <Text fw={700} data-testid="ship-count">
          <Plural
            value={plan.toSend}
            one="# recipient will receive this email."
            other="# recipients will receive this email."
          />
        </Text>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t`Subject: ${subject}`}
          <br />
          {t`From: ${from}`}
        </Text>
        {plan.suppressed > 0 && (
          <Text fz="sm" c="dimmed">
            <Plural
              value={plan.suppressed}
              one="# address on the suppression list is skipped."
              other="# addresses on the suppression list are skipped."
            />
          </Text>
        )}
        {plan.beyondAllowance > 0 && (
          <Text fz="sm" c="orange.8">
            <Plural
              value={plan.beyondAllowance}
              one="# new recipient is beyond your allowance and waits for another package."
              other="# new recipients are beyond your allowance and wait for another package."
            />
          </Text>
        )}
        <Text fz="sm" data-testid="remaining-after">
          <Plural
            value={plan.remainingAfter}
            one="# recipient will remain in your allowance."
            other="# recipients will remain in your allowance."
          />
        </Text>
        <Text fz="xs" c="dimmed">
          {t`Once sent, an email cannot be recalled.`}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button onClick={onConfirm} loading={shipping}>
            {t`Send now`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
