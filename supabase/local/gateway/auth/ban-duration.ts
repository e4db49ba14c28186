import { AuthError } from './errors.ts';

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * The end of a ban from GoTrue's `ban_duration`: a Go duration such as `24h` or `1h30m`, or
 * `none` to lift it.
 */
export function parseBanDuration(duration: string): Date | null {
  if (duration === 'none') return null;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((part) => part[0]).join('') !== duration) {
    throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
  }
  const milliseconds = parts.reduce((sum, part) => sum + Number(part[1]) * (UNIT_MS[part[2] ?? ''] ?? 0), 0);
  return new Date(Date.now() + milliseconds);
}
