import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { dmarcRecord } from '../model/dmarc.ts';
import { DnsRecordsTable } from './dns-records-table.tsx';

/** The DMARC record to add by hand (Resend does not check it), and why it matters. */
export function DmarcAdvice({ domain, reportEmail }: { domain: string; reportEmail: string | null }) {
  const { t } = useLingui();
  const record = dmarcRecord(domain, reportEmail);
  return (
    <Stack gap="xs">
      <Title order={4} fz="sm">
        {t`Also add a DMARC record`}
      </Title>
      <Text fz="sm" c="dimmed">
        {t`Gmail, Yahoo and Microsoft refuse bulk mail without a DMARC record aligned with the sender's domain. With p=none nothing is rejected: you only receive reports. Skip it if the domain already has one.`}
      </Text>
      <DnsRecordsTable records={[record]} label={t`DMARC record for ${domain}`} />
      {!reportEmail && (
        <Text fz="xs" c="dimmed">
          {t`Add a contact email to the workspace to receive the DMARC reports there.`}
        </Text>
      )}
    </Stack>
  );
}
