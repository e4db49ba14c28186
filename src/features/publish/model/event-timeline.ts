/** The width of one point of the events chart. */
export type TimelineBucket = 'hour' | 'day';

export type TimelineCounts = {
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  complained: number;
};

export type TimelinePoint = TimelineCounts & { at: string };

/** Hourly points for the first three days of sending, daily ones after. */
export const HOURLY_FOR_HOURS = 72;
/** The most points the chart draws; older ones are left out. */
export const MAX_POINTS = 90;

export function timelineBucket(firstSentAt: string | null, now: Date): TimelineBucket {
  if (!firstSentAt) return 'hour';
  return now.getTime() - new Date(firstSentAt).getTime() <= HOURLY_FOR_HOURS * 3_600_000 ? 'hour' : 'day';
}

function nextBucket(start: Date, bucket: TimelineBucket): Date {
  const next = new Date(start);
  if (bucket === 'hour') next.setTime(next.getTime() + 3_600_000);
  // Calendar days in the reader's zone (the database truncated in it), so a DST day stays one point.
  else next.setDate(next.getDate() + 1);
  return next;
}

function bucketStart(at: Date, bucket: TimelineBucket): Date {
  const start = new Date(at);
  if (bucket === 'hour') start.setMinutes(0, 0, 0);
  else start.setHours(0, 0, 0, 0);
  return start;
}

const EMPTY: TimelineCounts = { delivered: 0, opened: 0, clicked: 0, bounced: 0, complained: 0 };

/**
 * The chart's points: one per bucket from the first with events to the current one, the buckets
 * without events as zeros (the database returns only those with events), at most MAX_POINTS.
 */
export function timelinePoints(
  rows: (Partial<TimelineCounts> & { bucket_start: string })[],
  bucket: TimelineBucket,
  now: Date,
): TimelinePoint[] {
  if (rows.length === 0) return [];
  const byStart = new Map(rows.map((row) => [new Date(row.bucket_start).getTime(), row]));
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  const last = Math.max(starts.at(-1) ?? 0, bucketStart(now, bucket).getTime());
  const points: TimelinePoint[] = [];
  for (let at = new Date(starts[0] ?? last); at.getTime() <= last; at = nextBucket(at, bucket)) {
    const row = byStart.get(at.getTime());
    points.push({
      at: at.toISOString(),
      delivered: row?.delivered ?? EMPTY.delivered,
      opened: row?.opened ?? EMPTY.opened,
      clicked: row?.clicked ?? EMPTY.clicked,
      bounced: row?.bounced ?? EMPTY.bounced,
      complained: row?.complained ?? EMPTY.complained,
    });
  }
  return points.slice(-MAX_POINTS);
}

/**
 * Running totals: how many deliveries, opens, clicks, bounces and complaints there were by each
 * point, starting from zero one bucket before the first event, so even a single hour draws a line.
 */
export function cumulativePoints(points: TimelinePoint[], bucket: TimelineBucket): TimelinePoint[] {
  const first = points[0];
  if (!first) return [];
  const before = new Date(first.at);
  if (bucket === 'hour') before.setTime(before.getTime() - 3_600_000);
  else before.setDate(before.getDate() - 1);
  const totals: TimelinePoint = { at: before.toISOString(), ...EMPTY };
  const running: TimelinePoint[] = [{ ...totals }];
  for (const point of points) {
    totals.at = point.at;
    totals.delivered += point.delivered;
    totals.opened += point.opened;
    totals.clicked += point.clicked;
    totals.bounced += point.bounced;
    totals.complained += point.complained;
    running.push({ ...totals });
  }
  return running;
}
