import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { engagementRates } from '@/content/analytics/model/engagement-rates.ts';
import { formatInZone } from '@/lib/dates/time-zones.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import type { SubjectTestResult } from '../api/get-subject-test.ts';
import { VARIANT_LETTERS } from '../model/subject-test.ts';

type Figures = { sent?: number; delivered?: number; opens?: number; clicks?: number };

const letterOf = (variant: number) => VARIANT_LETTERS[variant - 1] ?? String(variant);

/**
 * The campaign analytics' subject test: each subject's sent, opens and clicks with their rates (of
 * the delivered, as every rate of the app), the winner marked and why, then the rest's figures.
 */
export function SubjectTestResults({ test, timeZone }: { test: SubjectTestResult; timeZone: string }) {
  const { t } = useLingui();
  const format = useFormatters();
  const measureWord = test.measure === 'clicks' ? t`clicks` : t`opens`;
  const row = (key: string, name: React.ReactNode, figures: Figures, winner: boolean) => {
    const rates = engagementRates({
      already_sent: figures.sent ?? 0,
      delivered: figures.delivered ?? 0,
      opened: figures.opens ?? 0,
      clicked: figures.clicks ?? 0,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    });
    return (
      <Table.Tr key={key} data-testid={`subject-test-row-${key}`} data-winner={winner || undefined}>
        <Table.Th scope="row" fw={400} style={{ minWidth: 180 }}>
          {name}
        </Table.Th>
        <Table.Td ta="right">{format.number(figures.sent ?? 0)}</Table.Td>
        <Table.Td ta="right">{format.number(figures.opens ?? 0)}</Table.Td>
        <Table.Td ta="right">{format.rate(rates.open)}</Table.Td>
        <Table.Td ta="right" data-clicks={figures.clicks ?? 0}>
          {format.number(figures.clicks ?? 0)}
        </Table.Td>
        <Table.Td ta="right">{format.rate(rates.click)}</Table.Td>
      </Table.Tr>
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="subject-test-heading">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="subject-test-heading">
          {t`Subject test`}
        </Title>
        <Text fz="sm" c="dimmed">
          {t`${test.test_share} % of the recipients got one of ${test.variants.length} subjects; after ${test.wait_hours} h the subject with more ${measureWord} went to the rest.`}
          {test.measure === 'opens' &&
            ` ${t`Opens are approximate: mail privacy features open emails on their own.`}`}
        </Text>
        <WinnerLine test={test} timeZone={timeZone} />
        <Table.ScrollContainer minWidth={560}>
          <Table striped={false} verticalSpacing="xs" aria-labelledby="subject-test-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Subject`}</Table.Th>
                <Table.Th ta="right">{t({ context: 'recipients sent', message: 'Sent' })}</Table.Th>
                <Table.Th ta="right">{t`Opens`}</Table.Th>
                <Table.Th ta="right">{t`Open rate`}</Table.Th>
                <Table.Th ta="right">{t`Clicks`}</Table.Th>
                <Table.Th ta="right">{t`Click rate`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {test.variants.map((variant) => {
                const winner = test.winner === variant.variant;
                return row(
                  letterOf(variant.variant),
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Text fz="sm" fw={700} span>
                        {letterOf(variant.variant)}
                      </Text>
                      <Text fz="sm" span style={{ overflowWrap: 'anywhere' }}>
                        {variant.subject}
                      </Text>
                      {winner && (
                        <Badge
                          color="teal"
                          variant="light"
                          leftSection={<IconTrophy size={12} />}
                          style={{ flexShrink: 0 }}
                        >
                          {t`Winner`}
                        </Badge>
                      )}
                    </Group>
                    {variant.preheader && (
                      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {variant.preheader}
                      </Text>
                    )}
                  </Stack>,
                  variant,
                  winner,
                );
              })}
              {test.rest &&
                row(
                  'rest',
                  <Text fz="sm" fw={600}>
                    {test.winner
                      ? t`The rest, with subject ${letterOf(test.winner)}`
                      : t`The rest (waiting for the winner)`}
                  </Text>,
                  test.rest,
                  false,
                )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/** Who won and why, with the figures at the moment of the choice; or when the choice comes. */
function WinnerLine({ test, timeZone }: { test: SubjectTestResult; timeZone: string }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  if (test.state === 'cancelled' && !test.winner)
    return (
      <Text fz="sm" fw={600}>
        {t`The test was cancelled before the winner was picked: the rest were not sent.`}
      </Text>
    );
  if (!test.winner) {
    const when = test.decides_at ? formatInZone(test.decides_at, timeZone, i18n.locale) : '';
    return (
      <Text fz="sm" fw={600}>
        {t`The winner is picked on ${when} (${timeZone}).`}
      </Text>
    );
  }
  const letter = letterOf(test.winner);
  const figures = test.decided_figures ?? [];
  const count = (variant: number | undefined, measure: 'clicks' | 'opens') =>
    format.number(figures.find((f) => f.variant === variant)?.[measure] ?? 0);
  const others = figures
    .filter((f) => f.variant !== test.winner)
    .map((f) => `${letterOf(f.variant)} ${format.number(test.measure === 'clicks' ? f.clicks : f.opens)}`)
    .join(', ');
  const won = count(test.winner, test.measure);
  const why =
    test.winner_reason === 'measure'
      ? test.measure === 'clicks'
        ? t`Subject ${letter} won with the most clicks: ${won} (${others}).`
        : t`Subject ${letter} won with the most opens: ${won} (${others}).`
      : test.winner_reason === 'other_measure'
        ? test.measure === 'clicks'
          ? t`Subject ${letter} won: the clicks were equal (${won} each), and it had more opens (${count(test.winner, 'opens')}).`
          : t`Subject ${letter} won: the opens were equal (${won} each), and it had more clicks (${count(test.winner, 'clicks')}).`
        : t`Subject ${letter} was sent: the subjects were equal in clicks and opens, and a tie goes to the first.`;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="subject-test-winner">
      <IconTrophy
        size={18}
        color="var(--mantine-color-teal-7)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text fz="sm" fw={600}>
        {why}
      </Text>
    </Group>
  );
}
