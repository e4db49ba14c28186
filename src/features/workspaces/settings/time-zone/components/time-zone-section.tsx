import { useLingui } from '@lingui/react/macro';
import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { browserTimeZone, timeZoneNames } from '@/lib/dates/time-zones.ts';
import { refusalMessage } from '@/lib/errors/refusal-message.ts';
import { toast } from '@/lib/notify.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSetTimeZone, useTimeZoneSetting } from '../api/time-zone-setting.ts';

/**
 * Owners and admins choose the zone scheduled sends are chosen and shown in. Until they do, each
 * reader's browser zone stands in, which the picker offers first.
 */
export function TimeZoneSection({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useLingui();
  const { data: saved, isPending } = useTimeZoneSetting(workspaceId);
  const update = useSetTimeZone(workspaceId);
  const names = useMemo(() => timeZoneNames(), []);
  const browser = browserTimeZone();
  const value = update.isPending ? (update.variables ?? null) : (saved ?? browser);

  const change = (next: string | null) => {
    if (!next || next === saved) return;
    update
      .mutateAsync(next)
      .then(() => toast.success(t`Time zone saved: ${next}`))
      .catch((error: unknown) => toast.error(i18n._(refusalMessage(error))));
  };

  return (
    <SectionCard
      title={t`Time zone`}
      description={t`Scheduled sends are chosen and shown in this time zone, whoever schedules them.`}
    >
      <Select
        label={t`Workspace time zone`}
        data={names}
        value={value}
        onChange={change}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No time zone matches`}
        disabled={isPending}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      {!isPending && !saved && (
        <Text fz="xs" c="dimmed" mt={6}>
          {t`Not set yet: your browser's zone, ${browser}, is shown until you choose one.`}
        </Text>
      )}
    </SectionCard>
  );
}
