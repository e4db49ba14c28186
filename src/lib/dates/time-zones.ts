/**
 * Time zones without a library: the workspace's zone (workspaces.time_zone, an IANA name) is the
 * one scheduled sends are chosen and shown in; until an owner or admin sets it, the reader's
 * browser zone stands in. Intl does the arithmetic (offsets, daylight saving).
 */

/** The browser's zone, else UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser knows (IANA names), UTC included, for a picker. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** Whether the browser knows this zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A wall-clock date and time: `YYYY-MM-DD` and `HH:mm`. */
export type WallClock = { date: string; time: string };

/** The wall clock in the zone at an instant. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const { date, time } = wallClockAt(new Date(instant), zone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall clock in the zone stands for; null when the date or time is not one. A time
 * skipped by a daylight-saving change is read as the instant after the change; a time that happens
 * twice, as the first.
 */
export function instantOfWallClock({ date, time }: WallClock, zone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  if (new Date(asUtc).getUTCDate() !== dayOfMonth) return null;
  // The zone's offsets half a day either side hold any change near this time: of the instants they
  // give, the earliest that reads as this wall clock; none does when the change skipped it.
  const halfDay = 12 * 3_600_000;
  const candidates = [...new Set([offsetAt(asUtc - halfDay, zone), offsetAt(asUtc + halfDay, zone)])]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b);
  const reads = candidates.find((instant) => {
    const clock = wallClockAt(new Date(instant), zone);
    return clock.date === date && clock.time === time;
  });
  return new Date(reads ?? (candidates.at(-1) as number));
}

/** A moment as the reader reads it in the zone: "Dec 3, 2026, 9:30 AM", in their language. */
export function formatInZone(instant: Date | string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
    new Date(instant),
  );
}

/** The zone's short name at an instant ("CET", "GMT-3"), for a label next to a time. */
export function zoneAbbreviation(instant: Date, zone: string, locale: string): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}
