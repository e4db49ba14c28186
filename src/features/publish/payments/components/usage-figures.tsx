import { useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { lowRecipientsMessage } from '@/lib/errors/error-messages.ts';
import { refusalMessages } from '@/lib/errors/refusal-messages.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { type CampaignUsage, usageNotice } from '../model/payment-needed.ts';

type UsageFiguresProps = { usage: CampaignUsage; waitingRecipients: number };

/** Recipients allowed, used and remaining, and the SPEC §8 message that applies to them. */
export function UsageFigures({ usage, waitingRecipients }: UsageFiguresProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const notice = usageNotice(usage, waitingRecipients);
  const figures = [
    { key: 'allowed', label: t`Allowed`, value: usage.allowed },
    { key: 'used', label: t`Used`, value: usage.used },
    { key: 'remaining', label: t`Remaining`, value: usage.remaining },
  ];
  return (
    <Stack gap="sm">
      {notice?.kind === 'no_payment_information' ? (
        <Text c="dimmed" fz="sm">
          {i18n._(refusalMessages.no_payment)}
        </Text>
      ) : (
        <SimpleGrid component="dl" aria-label={t`Recipient allowance`} cols={3} spacing="xs" m={0}>
          {figures.map((figure) => (
            <div key={figure.key}>
              <Text component="dt" fz="xs" c="dimmed" fw={600}>
                {figure.label}
              </Text>
              <Text component="dd" m={0} fz="xl" fw={700}>
                {format.number(figure.value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      {notice?.kind === 'none_remaining' && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
          {i18n._(refusalMessages.no_recipients_left)}
        </Alert>
      )}
      {notice?.kind === 'low' && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
          {i18n._(lowRecipientsMessage(notice.remaining))}
        </Alert>
      )}
    </Stack>
  );
}
