/**
 * The processor's settings from the environment (.env.example and docs/sending.md describe each):
 * SEND_RATE_PER_SECOND (provider requests per second for the whole project, default 2: Resend's
 * default limit), SEND_FROM_LOCAL_PART (the part before @ on a workspace's own domain, default
 * `news`), SEND_SHARED_DOMAIN and SEND_SHARED_FROM_SUFFIX (the product's shared sending domain),
 * SEND_PROCESSOR_BUDGET_SECONDS and SEND_PROCESSOR_CPU_BUDGET_MS (how much one run may spend), the
 * functions URL the unsubscribe links point at and the public pages' address of the web version.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_RATE_PER_SECOND = 2;
export const DEFAULT_FROM_LOCAL_PART = 'news';
/** The shared sending domain of the local stack (a reserved TLD: the local outbox accepts it). */
export const LOCAL_SHARED_DOMAIN = 'mail.pitchcraft.test';
export const DEFAULT_SHARED_FROM_SUFFIX = 'via Pitchcraft';
export const DEFAULT_BUDGET_SECONDS = 50;
/** Hosted Edge Functions stop a request after 2 s of CPU; a run stops well before. */
export const DEFAULT_CPU_BUDGET_MS = 900;

export interface SendSettings {
  ratePerSecond: number;
  fromLocalPart: string;
  /**
   * The product's own verified sending domain, for jobs whose `sender_domain` is null; null when
   * none is configured (such a job is paused: nothing could be sent from it).
   */
  sharedDomain: string | null;
  /** Added to the sender name on the shared domain: `"Bluebird Bikes via Pitchcraft"`. */
  sharedFromSuffix: string;
  /** `<functions>/unsubscribe`, to which `?token=` is added per recipient. */
  unsubscribeUrl: string;
  /** Where `/pages/{slug}` (the web version) is served; '' when unknown (no web-version link). */
  publicPagesBaseUrl: string;
  /** How long one run may work before it returns (the scheduler runs the next). */
  budgetMs: number;
  /** How much CPU time one run may spend (hosted Edge Functions allow 2 s per request). */
  cpuBudgetMs: number;
  leaseSeconds: number;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value?.trim() || fallback);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

/** Local when the messages go to the stack's outbox (RESEND_BASE_URL), as `defaultFromAddress` decides. */
const isLocal = (env: Env) => Boolean(env.RESEND_BASE_URL?.trim()) || !env.RESEND_API_KEY?.trim();

/** The product's shared sending domain, lower-cased; locally mail.pitchcraft.test; '' when none. */
export const sharedSendingDomain = (env: Env) =>
  env.SEND_SHARED_DOMAIN?.trim().toLowerCase() || (isLocal(env) ? LOCAL_SHARED_DOMAIN : '');

export function sendSettings(env: Env): SendSettings {
  const local = env.SEND_FROM_LOCAL_PART?.trim().toLowerCase() || DEFAULT_FROM_LOCAL_PART;
  if (!/^[a-z0-9](?:[a-z0-9._-]{0,62}[a-z0-9])?$/.test(local)) {
    throw new Error('SEND_FROM_LOCAL_PART must be a plain local part, such as "news".');
  }
  const shared = sharedSendingDomain(env);
  if (shared && !DOMAIN.test(shared)) {
    throw new Error('SEND_SHARED_DOMAIN must be a domain name, such as "mail.example.com".');
  }
  const suffix = (env.SEND_SHARED_FROM_SUFFIX?.trim() || DEFAULT_SHARED_FROM_SUFFIX).replace(/[\r\n]+/g, ' ');
  const trimUrl = (url: string | undefined) => (url ?? '').trim().replace(/\/+$/, '');
  return {
    ratePerSecond: Math.min(positive(env.SEND_RATE_PER_SECOND, DEFAULT_RATE_PER_SECOND), 100),
    fromLocalPart: local,
    sharedDomain: shared || null,
    sharedFromSuffix: suffix.slice(0, 60),
    unsubscribeUrl: `${trimUrl(env.SUPABASE_URL)}/functions/v1/unsubscribe`,
    publicPagesBaseUrl: trimUrl(env.PUBLIC_PAGES_BASE_URL) || trimUrl(env.SITE_URL),
    budgetMs: positive(env.SEND_PROCESSOR_BUDGET_SECONDS, DEFAULT_BUDGET_SECONDS) * 1000,
    cpuBudgetMs: positive(env.SEND_PROCESSOR_CPU_BUDGET_MS, DEFAULT_CPU_BUDGET_MS),
    leaseSeconds: 120,
  };
}
