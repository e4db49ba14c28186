import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, Select, Stack, Text, TextInput, useMatches } from '@mantine/core';
import type { AnalyticsSearch } from '../analytics-search.ts';
import type { AnalyticsClient } from '../api/get-analytics-clients.ts';

type AnalyticsFiltersProps = {
  search: AnalyticsSearch & { client?: string };
  onChange: (next: Partial<AnalyticsSearch & { client: string | undefined }>) => void;
  /** The workspace's clients, when the dashboard may be narrowed to one (not on a client's own). */
  clients?: AnalyticsClient[];
  /** Said when a custom period cannot be shown. */
  periodProblem: boolean;
};

const EVERYTHING = 'everything';

/** The dashboard's period (the last 7 or 30 days, or two days) and, on the workspace's, whose work. */
export function AnalyticsFilters({ search, onChange, clients, periodProblem }: AnalyticsFiltersProps) {
  const { t } = useLingui();
  // Three choices fit a phone's width only at the smaller size.
  const size = useMatches({ base: 'xs', sm: 'sm' });
  return (
    <Stack gap="xs" mb="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="analytics-period-label">
            {t`Period`}
          </Text>
          <SegmentedControl
            size={size}
            aria-labelledby="analytics-period-label"
            value={search.period}
            onChange={(value) => onChange({ period: value as AnalyticsSearch['period'] })}
            data={[
              { value: 'week', label: t`Last 7 days` },
              { value: 'month', label: t`Last 30 days` },
              { value: 'custom', label: t`Custom` },
            ]}
          />
        </Stack>
        {search.period === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t`From`}
              value={search.from ?? ''}
              onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
            />
            <TextInput
              type="date"
              label={t`To`}
              value={search.to ?? ''}
              onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
            />
          </>
        )}
        {clients && (
          <Select
            label={t`Client`}
            w={{ base: '100%', sm: 320 }}
            value={search.client ?? EVERYTHING}
            allowDeselect={false}
            data={[
              { value: EVERYTHING, label: t`Every client and the workspace` },
              { value: 'own', label: t`The workspace's own work` },
              ...clients.map((client) => ({ value: client.id, label: client.name })),
            ]}
            onChange={(value) => onChange({ client: value === EVERYTHING || !value ? undefined : value })}
          />
        )}
      </Group>
      {periodProblem && (
        <Text c="red.8" fz="sm" role="alert">
          {t`Choose the first and the last day of the period, the first before the last, at most a year apart.`}
        </Text>
      )}
    </Stack>
  );
}
