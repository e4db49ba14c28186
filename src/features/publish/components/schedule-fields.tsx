import { useLingui } from '@lingui/react/macro';
import { Group, Text, TextInput } from '@mantine/core';
import { AnchorLink } from '@/components/router-links.tsx';
import type { WallClock } from '@/lib/dates/time-zones.ts';

type ScheduleFieldsProps = {
  workspaceId: string;
  value: WallClock;
  onChange: (value: WallClock) => void;
  /** The zone the date and time are in: the workspace's, else the browser's. */
  timeZone: string;
  timeZoneSet: boolean;
  error: string | null;
};

/** A date and a time in the workspace's time zone (the browser's own pickers), and which zone. */
export function ScheduleFields({
  workspaceId,
  value,
  onChange,
  timeZone,
  timeZoneSet,
  error,
}: ScheduleFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t`Date`}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.currentTarget.value })}
          required
          miw={150}
          error={error ? true : undefined}
        />
        <TextInput
          type="time"
          label={t`Time`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
          required
          miw={110}
          error={error ? true : undefined}
        />
      </Group>
      {error && (
        <Text fz="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {timeZoneSet ? (
          t`In the workspace's time zone, ${timeZone}.`
        ) : (
          <>
            {t`In your browser's time zone, ${timeZone}. The workspace has none yet:`}{' '}
            <AnchorLink to="/organizations/$id/settings" params={{ id: workspaceId }} fz="xs">
              {t`set it in Settings`}
            </AnchorLink>
          </>
        )}
      </Text>
    </>
  );
}
