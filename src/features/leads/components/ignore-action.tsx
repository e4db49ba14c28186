import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff } from '@tabler/icons-react';
import type { Lead } from '../api/get-leads.ts';
import { useSetLeadIgnored } from '../api/set-lead-ignored.ts';

/** Ignore makes a lead inactive and dims it; Restore undoes that. */
export function IgnoreAction({ workspaceId, lead }: { workspaceId: string; lead: Lead }) {
  const { t } = useLingui();
  const setIgnored = useSetLeadIgnored(workspaceId);
  const name = `${lead.first_name} ${lead.last_name}`;
  return lead.ignored_at ? (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowBackUp size={14} />}
      onClick={() => setIgnored.mutate({ lead, ignored: false })}
      aria-label={t`Restore ${name}`}
    >
      {t`Restore`}
    </Button>
  ) : (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconEyeOff size={14} />}
      onClick={() => setIgnored.mutate({ lead, ignored: true })}
      aria-label={t`Ignore ${name}`}
    >
      {t`Ignore`}
    </Button>
  );
}
