/**
 * Every refusal Pitchcraft answers, in one list: the database raises the code as its message, the
 * edge functions answer it as `{ error: { code, message } }`, the app reads it into one `Refused`
 * error and words it once (src/lib/errors/refusal-messages.ts, translated by Lingui; the functions'
 * sentences in messages.ts are generated from those translations).
 *
 * One meaning, one code, one status. The status is the HTTP status a caller sees whichever way it
 * calls: through an edge function it is this number; through PostgREST it is what the code's
 * SQLSTATE (sqlStateOf) maps to, so a database function raises
 * `raise exception '<code>' using errcode = '<sqlStateOf(code)>'` and nothing else
 * (supabase/tests/refusal-contract.test.ts reads every function's current body and checks it).
 *
 * To add a refusal: a line here, its sentence in refusal-messages.ts (then `npm run i18n:extract`,
 * which also writes the functions' messages.ts, and the Spanish in locales/es, then `npm run
 * i18n:extract` once more), and raise or throw the code.
 */

export const REFUSAL_STATUS = {
  // The request itself.
  /** The body or a parameter is not what the endpoint takes (a function's frame). */
  invalid_request: 400,
  /** A database function was called with an argument out of its range (a caller's bug). */
  invalid_argument: 400,
  /** No session, or one that has ended. */
  unauthorized: 401,
  method_not_allowed: 405,
  /** Anything not foreseen: logged where it happened, worded generically. */
  unexpected: 500,

  // Who may do it.
  owner_only: 403,
  owner_or_admin_only: 403,
  /** A viewer reads what an editor reads and changes nothing (docs/permissions.md). */
  viewer_read_only: 403,
  /** A field only the sending service writes (delivery status, a job's progress). */
  service_only: 403,
  invitation_email_mismatch: 403,
  form_closed: 403,

  // What does not exist for the caller: row-level security makes "not yours" and "no such row" one.
  campaign_not_found: 404,
  page_not_found: 404,
  workspace_not_found: 404,
  client_not_found: 404,
  version_not_found: 404,
  send_job_not_found: 404,
  sender_domain_not_found: 404,
  invitation_not_found: 404,
  /** A review link that is unknown, expired, revoked or replaced by a newer one: the same answer for each. */
  review_link_invalid: 404,
  reviewer_not_found: 404,
  /** No such comment, or not the caller's (only its author has its mentions emailed). */
  comment_not_found: 404,
  package_not_found: 404,
  plan_not_found: 404,

  // The state of what it acts on does not allow it now.
  campaign_not_ready: 409,
  campaign_locked: 409,
  campaign_sending_locked: 409,
  campaign_status_transition: 409,
  campaign_edit_conflict: 409,
  no_payment: 409,
  no_recipients: 409,
  no_recipients_left: 409,
  send_job_not_running: 409,
  send_job_not_paused: 409,
  /** A send of the campaign is scheduled, queued, running or paused: the failed are retried after it. */
  send_in_progress: 409,
  /** No failed recipient a retry may take (bounced, complained and suppressed never are). */
  no_failed_recipients: 409,
  /** Rescheduling or cancelling a send that is not a scheduled one still waiting for its time. */
  send_already_started: 409,
  /** A follow-up of a campaign that has not been sent, is itself a follow-up, or is being sent again. */
  follow_up_not_sent: 409,
  stale_send_batch: 409,
  page_not_live: 409,
  page_has_subscription: 409,
  already_subscribed: 409,
  no_subscription: 409,
  sender_domain_claimed: 409,
  sender_domain_in_use: 409,
  sender_domain_limit: 409,
  invitation_accepted: 409,
  invitation_expired: 409,
  /** A review step that does not follow where the review stands (submit twice, decide a draft). */
  review_step_unavailable: 409,

  // What the person fixes in what they wrote or chose.
  invalid_email: 422,
  invalid_phone: 422,
  invalid_first_name: 422,
  invalid_last_name: 422,
  invalid_fields: 422,
  invalid_time_zone: 422,
  /** A send scheduled for a time past or more than a year away. */
  invalid_schedule: 422,
  /** A subject test's subjects, share, wait or measure out of bounds (docs/sending.md "Subject tests"). */
  invalid_subject_test: 422,
  /** A subject test whose test share would give a subject nobody. */
  subject_test_too_small: 422,
  invalid_sender_domain: 422,
  invalid_recipients: 422,
  invalid_campaign: 422,
  new_owner_not_member: 422,
  content_required: 422,
  /** A comment names someone who is not a member reaching the campaign. */
  mention_not_member: 422,
  slug_required: 422,
  section_not_generated: 422,
  sender_required: 422,
  sender_domain_not_owned: 422,
  sender_domain_not_verified: 422,
  reply_to_required: 422,
  subject_required: 422,
  postal_address_required: 422,
  postal_address_missing_from_email: 422,
  unsubscribe_link_missing: 422,
  attachments_too_large: 422,
  /** The workspace or client requires approval before sending or publishing (docs/approvals.md). */
  approval_required: 422,
  review_note_required: 422,
  attachment_not_uploaded: 422,
  attachment_size_mismatch: 422,
  /** A row of a kind's own table (an email's recipients, a page's leads) on the other kind. */
  wrong_campaign_kind: 422,
  /** A campaign keeps the workspace and kind it was created with. */
  campaign_workspace_fixed: 422,

  // Too much, too often.
  rate_limited: 429,
  quota_exceeded: 429,
  invitation_daily_limit: 429,
  invitation_recently_sent: 429,
  review_link_recently_sent: 429,
  reviewer_daily_limit: 429,

  // A provider we depend on.
  ai_unavailable: 502,
  ai_timeout: 504,
  payment_unavailable: 503,
  provider_unavailable: 502,
  /** The email provider answered and refused the message (an address it will not deliver to). */
  email_refused: 502,
} as const satisfies Record<string, number>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

export const REFUSAL_CODES = Object.keys(REFUSAL_STATUS) as RefusalCode[];

export function isRefusalCode(value: unknown): value is RefusalCode {
  return typeof value === 'string' && Object.hasOwn(REFUSAL_STATUS, value);
}

/**
 * The SQLSTATE a database function raises a code with. PostgREST answers `PTxyz` with status xyz;
 * 403 stays `42501` (insufficient_privilege), which PostgREST answers 403 to a signed-in caller.
 */
export function sqlStateOf(code: RefusalCode): string {
  const status = REFUSAL_STATUS[code];
  return status === 403 ? '42501' : `PT${status}`;
}
