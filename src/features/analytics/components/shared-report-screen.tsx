import { useLingui } from '@lingui/react/macro';
import { Container, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useFormatters } from '@/lib/i18n/format.ts';
import { sharedReportQueryOptions } from '../api/shared-report.ts';
import { periodOf } from '../model/period.ts';
import { ClientReport } from './client-report.tsx';
import { PrintButton } from './print-button.tsx';

const route = getRouteApi('/report/$secret');

/**
 * Where a client report's share link leads, without an account: the report in the link's
 * language, or why the link no longer works (docs/analytics.md "The client report").
 */
export function SharedReportScreen() {
  const { t } = useLingui();
  const format = useFormatters();
  const { secret } = route.useParams();
  const report = useQuery(sharedReportQueryOptions(secret));
  if (report.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={32} w="60%" mb="md" />
        <Skeleton h={400} />
      </Container>
    );
  }
  if (report.isError) return <DeadLink reason="error" />;
  const link = report.data;
  if (link === null) return <DeadLink reason="unknown" />;
  if (link.state !== 'live') return <DeadLink reason={link.state} />;
  const days = periodOf({ period: 'custom', from: link.firstDay, to: link.lastDay }, new Date())?.days ?? [];
  const agency = link.agencyName;
  const until = format.date(link.expiresAt);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} component="main">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm" data-print-hide>
          <Text fz="sm" c="dimmed">
            {t`Shared by ${agency}. This link works until ${until}.`}
          </Text>
          <PrintButton />
        </Group>
        <ClientReport
          clientName={link.clientName}
          agencyName={agency}
          days={days}
          email={link.email}
          pages={link.pages}
        />
      </Stack>
    </Container>
  );
}

function DeadLink({ reason }: { reason: 'expired' | 'revoked' | 'unknown' | 'error' }) {
  const { t } = useLingui();
  const title =
    reason === 'expired'
      ? t`This report link has expired`
      : reason === 'revoked'
        ? t`This report link was withdrawn`
        : reason === 'unknown'
          ? t`This report link does not work`
          : t`The report could not be loaded`;
  const text =
    reason === 'error'
      ? t`Check your connection and reload the page.`
      : t`Ask whoever shared it with you for a new link.`;
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }} px="md" component="main">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm" data-report-link={reason}>
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconLinkOff size={28} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
