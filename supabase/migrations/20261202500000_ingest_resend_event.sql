-- A Resend webhook event in one database call (issue 24, item 2). resend-webhook used to make three
-- REST calls per event — claim the svix-id in webhook_events, record_recipient_event, mark the id
-- processed — so each event paid three gateway round trips and three transactions. This one
-- function does all three in one transaction:
--
-- * The svix-id is claimed by an upsert that locks its webhook_events row: a redelivery of an id
--   already processed answers 'handled' and does nothing; a concurrent delivery of the same id waits
--   for the first to commit and then sees it processed. A crash midway rolls everything back, so
--   "claimed but never finished" no longer happens on this path.
-- * The event is recorded by record_recipient_event (flags only turn on, one row per provider
--   event, suppressions, the counts' triggers), so order independence and exactly once are its.
-- * An event whose message id no recipient has yet stays unprocessed (the provider retries it and
--   the retry is recorded) unless the caller says it is final (too old to be ours: acknowledged).
-- * An event with no recipient event to record (another type, no email id) is only logged.

create function private.ingest_resend_event(
  event_id text,
  event_type text,
  message_id text default null,
  type public.recipient_event_type default null,
  occurred_at timestamptz default null,
  payload jsonb default '{}',
  permanent_bounce boolean default true,
  unknown_is_final boolean default false
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  claimed boolean;
  outcome text;
begin
  if ingest_resend_event.event_id is null or ingest_resend_event.event_type is null
     or (ingest_resend_event.message_id is null) <> (ingest_resend_event.type is null) then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'An event id and type, and a message id with its recipient event type or neither.';
  end if;

  insert into public.webhook_events as w (provider, event_id, type, processed_at)
  values ('resend', ingest_resend_event.event_id, ingest_resend_event.event_type, now())
  on conflict on constraint webhook_events_pkey do update set processed_at = excluded.processed_at
    where w.processed_at is null
  returning true into claimed;
  if claimed is null then
    return 'handled';
  end if;

  if ingest_resend_event.message_id is null then
    return 'ignored';
  end if;

  outcome := public.record_recipient_event(
    ingest_resend_event.event_id, ingest_resend_event.message_id, ingest_resend_event.type,
    coalesce(ingest_resend_event.occurred_at, now()), coalesce(ingest_resend_event.payload, '{}'),
    coalesce(ingest_resend_event.permanent_bounce, true)
  );
  if outcome = 'unknown_message' and not coalesce(ingest_resend_event.unknown_is_final, false) then
    -- Left for the provider's retry, as a delivery answered 409 always was.
    update public.webhook_events w set processed_at = null
    where w.provider = 'resend' and w.event_id = ingest_resend_event.event_id;
  end if;
  return outcome;
end;
$$;
comment on function private.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean) is
  'One Resend webhook event in one call: its svix-id once (webhook_events), its recipient event recorded (record_recipient_event). Answers handled, ignored, recorded, duplicate or unknown_message.';
revoke execute on function
  private.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean)
  from public;
grant execute on function
  private.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean)
  to service_role;

create function public.ingest_resend_event(
  event_id text,
  event_type text,
  message_id text default null,
  type public.recipient_event_type default null,
  occurred_at timestamptz default null,
  payload jsonb default '{}',
  permanent_bounce boolean default true,
  unknown_is_final boolean default false
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$ select private.ingest_resend_event($1, $2, $3, $4, $5, $6, $7, $8) $$;
revoke execute on function
  public.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean)
  from public, anon, authenticated;
grant execute on function
  public.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean)
  to service_role;
