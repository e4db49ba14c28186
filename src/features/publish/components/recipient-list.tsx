import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { Recipient } from '../api/get-recipients.ts';
import { RecipientBadges } from './recipient-badges.tsx';
import classes from './recipient-list.module.css';

type RecipientListProps = { recipients: Recipient[]; onOpen: (recipient: Recipient) => void };

/** One page of recipients: a table on wide screens, cards on phones; each opens its details. */
export function RecipientList({ recipients, onOpen }: RecipientListProps) {
  const { t } = useLingui();
  const format = useFormatters();
  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="sm" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={t`Recipients`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Email`}</Table.Th>
              <Table.Th w={220}>{t`Status`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recipients.map((recipient) => (
              <Table.Tr key={recipient.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onOpen(recipient)}
                    fz="sm"
                    fw={600}
                    c="indigo.7"
                    style={{ overflowWrap: 'anywhere' }}
                    aria-haspopup="dialog"
                  >
                    {recipient.email}
                  </UnstyledButton>
                  <Text fz="xs" c="dimmed">
                    {recipient.last_event_at
                      ? t`Last activity: ${format.dateTime(recipient.last_event_at)}`
                      : t`Added: ${format.date(recipient.created_at)}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RecipientBadges flags={recipient} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Stack
        gap="xs"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        aria-label={t`Recipients`}
        style={{ listStyle: 'none' }}
      >
        {recipients.map((recipient) => (
          <Paper key={recipient.id} component="li" withBorder radius="md" p="sm" className={classes.card}>
            {/* Only the address is the button, so its name is what it shows; the card is its target. */}
            <UnstyledButton
              onClick={() => onOpen(recipient)}
              fz="sm"
              fw={600}
              display="block"
              className={classes.open}
              style={{ overflowWrap: 'anywhere' }}
              aria-haspopup="dialog"
            >
              {recipient.email}
            </UnstyledButton>
            <Stack gap={4} mt={6}>
              <RecipientBadges flags={recipient} />
              <Text fz="xs" c="dimmed">
                {recipient.last_event_at
                  ? t`Last activity: ${format.dateTime(recipient.last_event_at)}`
                  : t`Added: ${format.date(recipient.created_at)}`}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
