import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSourceLabel } from '@/content/analytics/components/use-source-label.ts';
import { downloadCsv } from '@/lib/csv/download.ts';
import { toast } from '@/lib/notify.tsx';
import type { Lead } from '../api/get-leads.ts';
import { leadsCsv, leadsFileName } from '../export/leads-csv.ts';
import { useLeadStatusLabel } from './lead-status.tsx';

/** Every lead the current search finds (all pages), as a CSV file. */
export function ExportLeadsButton({
  owner,
  loadAll,
  save = downloadCsv,
}: {
  /** Whose leads: names the file. */
  owner: string;
  loadAll: () => Promise<Lead[]>;
  /** Where the file goes; the browser's download unless a test says otherwise. */
  save?: (text: string, fileName: string) => void;
}) {
  const { t } = useLingui();
  const statusOf = useLeadStatusLabel();
  const sourceOf = useSourceLabel();
  const [busy, setBusy] = useState(false);

  const exportLeads = async () => {
    setBusy(true);
    try {
      const leads = await loadAll();
      const text = leadsCsv(leads, {
        firstName: t`First name`,
        lastName: t`Last name`,
        email: t`Email`,
        phone: t`Phone`,
        createdAt: t`Created`,
        status: t`Status`,
        ignoredAt: t`Ignored on`,
        page: t`Landing page`,
        client: t`Client`,
        source: t`Source`,
        statusOf,
        sourceOf,
      });
      save(text, leadsFileName(owner, new Date()));
    } catch {
      toast.error(t`The leads could not be exported. Try again in a moment.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={exportLeads}>
      {t`Export CSV`}
    </Button>
  );
}
