import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { AnalyticsClient } from '../api/get-analytics-clients.ts';

/** A row's client by name: the workspace's own work says so. */
export function useClientName(clients: AnalyticsClient[] | undefined) {
  const { t } = useLingui();
  return useCallback(
    (id: string | null) => {
      if (id === null) return t`The workspace`;
      return clients?.find((client) => client.id === id)?.name ?? '—';
    },
    [clients, t],
  );
}
