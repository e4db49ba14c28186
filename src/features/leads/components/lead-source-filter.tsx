import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { useLeadSources } from '../api/get-lead-sources.ts';

type LeadSourceFilterProps = {
  workspaceId: string;
  /** 'own', a client's id, or undefined for every page. */
  client: string | undefined;
  /** One landing page's id, or undefined for every page the client filter keeps. */
  landing: string | undefined;
  onChange: (next: { client: string | undefined; landing: string | undefined }) => void;
};

const EVERY = 'every';

/** Which leads the workspace's list shows: every page's, the workspace's own, a client's, one page's. */
export function LeadSourceFilter({ workspaceId, client, landing, onChange }: LeadSourceFilterProps) {
  const { t } = useLingui();
  const sources = useLeadSources(workspaceId);
  const clients = sources.data?.clients ?? [];
  const pages = (sources.data?.pages ?? []).filter((page) =>
    client === undefined ? true : client === 'own' ? page.client_id === null : page.client_id === client,
  );
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap" mb="md">
      <Select
        label={t`Client`}
        miw={200}
        value={client ?? EVERY}
        allowDeselect={false}
        data={[
          { value: EVERY, label: t`Every client and the workspace` },
          { value: 'own', label: t`The workspace's own pages` },
          ...clients.map((each) => ({ value: each.id, label: each.name })),
        ]}
        onChange={(value) =>
          onChange({ client: value === EVERY || !value ? undefined : value, landing: undefined })
        }
      />
      <Select
        label={t`Landing page`}
        miw={200}
        value={landing ?? EVERY}
        allowDeselect={false}
        data={[
          { value: EVERY, label: t`Every landing page` },
          ...pages.map((page) => ({ value: page.id, label: page.name })),
        ]}
        onChange={(value) => onChange({ client, landing: value === EVERY || !value ? undefined : value })}
      />
    </Group>
  );
}
