import type { AnalyticsSearch } from '../analytics-search.ts';

/** A span of whole days in the reader's time zone: from `start` (included) to `end` (excluded). */
export type Period = {
  start: Date;
  end: Date;
  /** The same number of days just before, for the comparison. */
  previousStart: Date;
  /** Each day of the period as YYYY-MM-DD, in order. */
  days: string[];
};

/** The longest custom period the database answers (it refuses more than 400 days). */
export const MAX_PERIOD_DAYS = 366;

const localDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** YYYY-MM-DD of a local date. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * The days a search asks for, ending today for "the last 7/30 days". A custom period with a day
 * missing, reversed or longer than MAX_PERIOD_DAYS is null: the screen says what to fix.
 */
export function periodOf(search: AnalyticsSearch, now: Date): Period | null {
  let first: Date;
  let last: Date;
  if (search.period === 'custom') {
    if (!search.from || !search.to) return null;
    first = parseDay(search.from);
    last = parseDay(search.to);
  } else {
    last = localDay(now);
    first = addDays(last, search.period === 'week' ? -6 : -29);
  }
  const end = addDays(last, 1);
  const length = Math.round((end.getTime() - first.getTime()) / 86_400_000);
  if (length < 1 || length > MAX_PERIOD_DAYS) return null;
  const days = Array.from({ length }, (_, i) => dayKey(addDays(first, i)));
  return { start: first, end, previousStart: addDays(first, -length), days };
}

/** The reader's time zone, as the database takes it. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
