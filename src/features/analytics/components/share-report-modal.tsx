import { useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBan, IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ViewOnlyNote } from '@/components/view-only.tsx';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { useFormatters } from '@/lib/i18n/format.ts';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales.ts';
import { toast } from '@/lib/notify.tsx';
import {
  type ReportLink,
  useCreateReportLink,
  useReportLinks,
  useRevokeReportLink,
} from '../api/report-links.ts';

type ShareReportModalProps = {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  clientId: string;
  /** The report's days, in the reader's zone, as the link will keep them. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
  /** The language the link starts in: the client's report language. */
  locale: Locale;
  canShare: boolean;
};

const VALIDITY = [7, 30, 90] as const;

const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/**
 * Share links of a client's report (docs/analytics.md "The client report"): make one for the
 * period on screen (how long it works, in which language), copy it once, and see and revoke the
 * client's links.
 */
export function ShareReportModal(props: ShareReportModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t`Share this report`}
      size="lg"
      fullScreen={phone}
      radius="lg"
    >
      <Stack gap="xl">
        {props.canShare ? <MakeLink {...props} /> : <ViewOnlyNote />}
        <LinkList workspaceId={props.workspaceId} clientId={props.clientId} canRevoke={props.canShare} />
      </Stack>
    </Modal>
  );
}

function MakeLink({ workspaceId, clientId, firstDay, lastDay, timeZone, locale }: ShareReportModalProps) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const create = useCreateReportLink(workspaceId, clientId);
  const [validDays, setValidDays] = useState<string>('30');
  const [language, setLanguage] = useState<Locale>(locale);
  const [made, setMade] = useState<string | null>(null);
  const first = format.date(localDay(firstDay));
  const last = format.date(localDay(lastDay));

  const make = () =>
    create
      .mutateAsync({ firstDay, lastDay, timeZone, validDays: Number(validDays), locale: language })
      .then((link) => setMade(link.url))
      .catch((error) => toast.error(i18n._(refusalMessage(error))));

  return (
    <Stack gap="sm">
      <Text fz="sm">
        {t`Anyone with the link sees this report for ${first} to ${last}, without signing in, until it expires or you revoke it. The figures stay up to date.`}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t`Link works for`}
          data={VALIDITY.map((days) => ({ value: String(days), label: t`${days} days` }))}
          value={validDays}
          onChange={(value) => value && setValidDays(value)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t`Language`}
          data={LOCALES.map((each) => ({ value: each, label: LOCALE_NAMES[each] }))}
          value={language}
          onChange={(value) => value && setLanguage(value as Locale)}
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
        />
        <Button leftSection={<IconLink size={16} />} onClick={make} loading={create.isPending}>
          {t`Make link`}
        </Button>
      </Group>
      {made && (
        <Stack gap={4}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t`Your link`}
              value={made}
              readOnly
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={made}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text fz="xs" c="dimmed">
            {t`Copy it now: it is shown only this once. Make another whenever you need it.`}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

function LinkList({
  workspaceId,
  clientId,
  canRevoke,
}: {
  workspaceId: string;
  clientId: string;
  canRevoke: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const links = useReportLinks(workspaceId, clientId);
  const revoke = useRevokeReportLink(workspaceId, clientId);
  const now = Date.now();
  const state = (link: ReportLink) =>
    link.revoked_at ? 'revoked' : new Date(link.expires_at).getTime() <= now ? 'expired' : 'live';

  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {t`Links of this client's reports`}
      </Title>
      {links.data && links.data.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t`No link was shared yet.`}
        </Text>
      )}
      {links.data && links.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={6} fz="sm" aria-label={t`Shared links`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Period`}</Table.Th>
                <Table.Th>{t`Language`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                {canRevoke && <Table.Th>{t`Actions`}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => {
                const status = state(link);
                const until = format.date(link.expires_at);
                const period = `${format.date(localDay(link.first_day))} – ${format.date(localDay(link.last_day))}`;
                return (
                  <Table.Tr key={link.id} data-link-state={status}>
                    <Table.Td>{period}</Table.Td>
                    <Table.Td>{LOCALE_NAMES[link.locale]}</Table.Td>
                    <Table.Td>
                      {status === 'live' ? (
                        <Text fz="sm" c="teal.9" fw={600}>{t`Works until ${until}`}</Text>
                      ) : status === 'expired' ? (
                        <Badge color="gray" variant="light">{t`Expired`}</Badge>
                      ) : (
                        <Badge color="red" variant="light">{t`Revoked`}</Badge>
                      )}
                    </Table.Td>
                    {canRevoke && (
                      <Table.Td>
                        {status === 'live' && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            leftSection={<IconBan size={14} />}
                            aria-label={t`Revoke the link for ${period}`}
                            loading={revoke.isPending && revoke.variables === link.id}
                            onClick={() =>
                              revoke
                                .mutateAsync(link.id)
                                .then(() => toast.success(t`Link revoked: it no longer opens the report.`))
                                .catch((error) => toast.error(i18n._(refusalMessage(error))))
                            }
                          >
                            {t`Revoke`}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
