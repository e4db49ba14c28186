/**
 * Resend's webhook events (https://resend.com/docs/webhooks) as Pitchcraft reads them, and the
 * secret they are signed with. No imports: the local stack's mailbox (Node) builds its events from
 * the same shapes and signs them with the same local secret.
 */

/** The recipient event a Resend event type records; others are acknowledged and ignored. */
export const RECIPIENT_EVENT_TYPES = {
  'email.sent': 'sent',
  'email.delivered': 'delivered',
  'email.delivery_delayed': 'delivery_delayed',
  'email.opened': 'opened',
  'email.clicked': 'clicked',
  'email.bounced': 'bounced',
  'email.complained': 'complained',
  'email.failed': 'failed',
} as const;

export type ResendEventType = keyof typeof RECIPIENT_EVENT_TYPES;
export type RecipientEventType = (typeof RECIPIENT_EVENT_TYPES)[ResendEventType];

export interface ResendBounce {
  /** 'Permanent' (hard), 'Transient' (soft) or 'Undetermined'. */
  type?: string;
  subType?: string;
  message?: string;
}

export interface ResendEventData {
  email_id: string;
  from?: string;
  to?: string[];
  subject?: string;
  created_at?: string;
  tags?: Record<string, string>;
  click?: { link: string; ipAddress?: string; timestamp?: string; userAgent?: string };
  bounce?: ResendBounce;
  /** email.failed: why the provider gave up on the message (e.g. `reached_daily_quota`). */
  failed?: { reason?: string };
  [field: string]: unknown;
}

export interface ResendEvent {
  type: string;
  created_at: string;
  data: ResendEventData;
}

/**
 * Signs the local mailbox's events while RESEND_WEBHOOK_SECRET is unset; resend-webhook accepts it
 * only on a local stack without a real Resend key. A Svix secret: `whsec_` and base64 bytes.
 */
export const LOCAL_RESEND_WEBHOOK_SECRET = 'whsec_cGl0Y2hjcmFmdC1sb2NhbC1tYWlsYm94LXdlYmhvb2s=';

/** The placeholder key the local stack hands functions with its outbox (gateway/functions/function-env.ts). */
export const LOCAL_OUTBOX_API_KEY = 're_local_outbox';

/**
 * A bounce suppresses the address when it is hard. Resend sends email.bounced for permanent
 * rejections, so a bounce without a type counts as one; 'Transient' and 'Undetermined' do not.
 */
export function isPermanentBounce(bounce: ResendBounce | undefined): boolean {
  const type = bounce?.type?.trim().toLowerCase();
  if (!type) return true;
  return type === 'permanent' || type === 'hard';
}

export const recipientEventType = (type: string): RecipientEventType | undefined =>
  Object.hasOwn(RECIPIENT_EVENT_TYPES, type) ? RECIPIENT_EVENT_TYPES[type as ResendEventType] : undefined;

/** Resend's domain events (https://resend.com/docs/webhooks/domains/updated). */
export const DOMAIN_EVENT_TYPES = ['domain.created', 'domain.updated', 'domain.deleted'] as const;
export type ResendDomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

export interface ResendDomainRecord {
  record: string;
  name: string;
  type: string;
  ttl: string;
  status: string;
  value: string;
  priority?: number;
}

/** The domain as Resend's domain events carry it: status and records included. */
export interface ResendDomainEventData {
  id: string;
  name: string;
  status: string;
  created_at: string;
  region: string;
  records: ResendDomainRecord[];
}

export interface ResendDomainEvent {
  type: ResendDomainEventType;
  created_at: string;
  data: ResendDomainEventData;
}

export const isDomainEventType = (type: string): type is ResendDomainEventType =>
  (DOMAIN_EVENT_TYPES as readonly string[]).includes(type);
