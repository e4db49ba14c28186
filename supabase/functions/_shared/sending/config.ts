/**
 * The processor's settings from the environment (.env.example describes each):
 * SEND_RATE_PER_SECOND (provider requests per second, default 2: Resend's default limit),
 * SEND_FROM_LOCAL_PART (the part before @sender_domain, default `news`),
 * SEND_PROCESSOR_SECRET (another caller besides the service role), and the functions URL the
 * unsubscribe links point at.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_RATE_PER_SECOND = 2;
export const DEFAULT_FROM_LOCAL_PART = 'news';

export interface SendSettings {
  ratePerSecond: number;
  fromLocalPart: string;
  /** `<functions>/unsubscribe`, to which `?token=` is added per recipient. */
  unsubscribeUrl: string;
  /** How long one run may work before it returns (the scheduler runs the next). */
  budgetMs: number;
  leaseSeconds: number;
}

export function sendSettings(env: Env): SendSettings {
  const rate = Number(env.SEND_RATE_PER_SECOND?.trim() || DEFAULT_RATE_PER_SECOND);
  const local = env.SEND_FROM_LOCAL_PART?.trim().toLowerCase() || DEFAULT_FROM_LOCAL_PART;
  if (!/^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/.test(local)) {
    throw new Error('SEND_FROM_LOCAL_PART must be a plain local part, such as "news".');
  }
  const budget = Number(env.SEND_PROCESSOR_BUDGET_SECONDS?.trim() || 50);
  return {
    ratePerSecond: Number.isFinite(rate) && rate > 0 ? Math.min(rate, 100) : DEFAULT_RATE_PER_SECOND,
    fromLocalPart: local,
    unsubscribeUrl: `${(env.SUPABASE_URL ?? '').trim().replace(/\/+$/, '')}/functions/v1/unsubscribe`,
    budgetMs: (Number.isFinite(budget) && budget > 0 ? budget : 50) * 1000,
    leaseSeconds: 120,
  };
}
