-- Resend webhook events in batches (issue 24, item 2): many events in one call and one transaction.
-- One event per call (20261202500000) bounded a campaign's events at one transaction each: every new
-- event updated the campaign's campaign_counts row and its quarter hour's campaign_activity row
-- (the statement-level triggers of 20261201100000), so the events of one campaign committed one
-- after the other. A batch writes each of those rows once per statement, whatever its size, and
-- commits once.
--
-- * private.record_recipient_events(events): what record_recipient_event did for one event, for an
--   array of them, each answered in place (recorded, duplicate, unknown_message). The one copy of
--   that logic: public.record_recipient_event is now a batch of one. A definer body (service_role
--   only), because it locks the campaigns' activity rows itself, which only the counting triggers
--   (definers) could write.
-- * private.ingest_resend_events(events) behind public.ingest_resend_events: the svix-ids once in
--   webhook_events, then record_recipient_events, then the unknown messages left for the retry,
--   each event answered in place (handled, ignored, or record_recipient_events' answer). It
--   replaces ingest_resend_event, dropped here: resend-webhook's single delivery is a batch of one.
--
-- Exactly once, order independent: an id is claimed by an upsert that locks its webhook_events row
-- (a concurrent batch with the same id waits for this one to commit, then answers handled); within
-- a batch the first occurrence of an id is the delivery and the others answer as a delivery right
-- after it would (handled, or unknown_message again while its message is unknown); a recipient's
-- events in one batch turn its flags on together (flags only turn on, last_event_at the latest,
-- sent_at the earliest).
--
-- No deadlocks: every batch takes its locks in one order, each kind sorted — webhook_events by id,
-- recipients by id, campaign_activity by (campaign, workspace, quarter), campaign_counts by
-- (campaign, workspace), suppressions by (workspace, email), send_jobs by id — the order one event
-- took them in (recipient, then activity, then counts, as count_unsubscribes does). The activity and
-- counts rows are locked up front because the triggers that write them visit a statement's
-- campaigns in no fixed order.

create function private.record_recipient_events(events jsonb)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ids text[];
  message_ids text[];
  types public.recipient_event_type[];
  occurred timestamptz[];
  payloads jsonb[];
  permanent boolean[];
  recipient_ids bigint[];
  firsts boolean[];
  stored text[];
  recorded boolean[];
  job_ids uuid[];
  complaints integer[];
  hard_bounces integer[];
  job public.send_jobs;
  reason text;
  outcomes text[];
begin
  if record_recipient_events.events is null or jsonb_typeof(record_recipient_events.events) <> 'array' then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'events is an array.';
  end if;
  select coalesce(array_agg(e ->> 'event_id' order by n), '{}'),
         coalesce(array_agg(e ->> 'message_id' order by n), '{}'),
         coalesce(array_agg((e ->> 'type')::public.recipient_event_type order by n), '{}'),
         coalesce(array_agg(coalesce((e ->> 'occurred_at')::timestamptz, now()) order by n), '{}'),
         coalesce(array_agg(coalesce(nullif(e -> 'payload', 'null'), '{}') order by n), '{}'),
         coalesce(array_agg(coalesce((e ->> 'permanent_bounce')::boolean, true) order by n), '{}')
  into ids, message_ids, types, occurred, payloads, permanent
  from jsonb_array_elements(record_recipient_events.events) with ordinality as x (e, n);
  if array_position(ids, null) is not null or array_position(message_ids, null) is not null
     or array_position(types, null) is not null then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'Each event has an event_id, a message_id and a type.';
  end if;
  if cardinality(ids) = 0 then
    return '{}';
  end if;

  -- 1. Each event's recipient, locked in id order by the read that finds it (one read: a recipient
  --    given its message id by a send committing meanwhile is either found and locked or not
  --    found), and whether the event is the first occurrence of its id with a recipient and not
  --    stored yet (the one to record).
  select array_agg(w.recipient_id order by w.n),
         array_agg(coalesce(w.recipient_id is not null and w.n = w.first_known
                              and not exists (select 1 from public.recipient_events e where e.provider_event_id = w.id),
                            false) order by w.n)
  into recipient_ids, firsts
  from (
    select u.id, u.n, r.id as recipient_id,
           min(u.n) filter (where r.id is not null) over (partition by u.id) as first_known
    from unnest(ids, message_ids) with ordinality as u (id, message_id, n)
    left join (
      select l.id, l.message_id from public.recipients l
      where l.message_id = any (message_ids)
      order by l.id
      for update
    ) r on r.message_id = u.message_id
  ) w;

  -- 2. The campaigns' hot rows, locked in one order before the triggers write them.
  insert into public.campaign_activity as a (campaign_id, workspace_id, quarter)
  select distinct r.campaign_id, r.workspace_id, private.quarter_hour(u.occurred)
  from unnest(recipient_ids, occurred, firsts) as u (recipient_id, occurred, is_first)
  join public.recipients r on r.id = u.recipient_id
  where u.is_first
  order by 1, 2, 3
  on conflict (campaign_id, workspace_id, quarter) do update set sent = a.sent;
  perform 1 from public.campaign_counts k
  where (k.campaign_id, k.workspace_id) in (
    select r.campaign_id, r.workspace_id
    from unnest(recipient_ids, firsts) as u (recipient_id, is_first)
    join public.recipients r on r.id = u.recipient_id
    where u.is_first
  )
  order by k.campaign_id, k.workspace_id
  for update;

  -- 3. The events, once each (the activity trigger counts them, reading the flags still off).
  with inserted as (
    insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at, payload)
    select r.workspace_id, r.campaign_id, r.id, u.type, u.id, u.occurred, u.payload
    from unnest(ids, recipient_ids, types, occurred, payloads, firsts) as u (id, recipient_id, type, occurred, payload, is_first)
    join public.recipients r on r.id = u.recipient_id
    where u.is_first
    order by u.id
    on conflict on constraint recipient_events_provider_event_id_key do nothing
    returning provider_event_id
  )
  select coalesce(array_agg(i.provider_event_id), '{}') into stored from inserted i;
  select array_agg(u.is_first and u.id = any (stored) order by u.n)
  into recorded
  from unnest(ids, firsts) with ordinality as u (id, is_first, n);

  -- 4. Each job's new complaints and hard bounces: recipients whose flag is still off.
  select coalesce(array_agg(x.send_job_id order by x.send_job_id), '{}'),
         coalesce(array_agg(x.complaints order by x.send_job_id), '{}'),
         coalesce(array_agg(x.hard_bounces order by x.send_job_id), '{}')
  into job_ids, complaints, hard_bounces
  from (
    select r.send_job_id,
           count(*) filter (where v.complained and not r.complained)::integer as complaints,
           count(*) filter (where v.hard_bounced and not r.bounced)::integer as hard_bounces
    from (
      select u.recipient_id, bool_or(u.type = 'complained') as complained,
             bool_or(u.type = 'bounced' and u.permanent) as hard_bounced
      from unnest(recipient_ids, types, permanent, recorded) as u (recipient_id, type, permanent, recorded)
      where u.recorded
      group by u.recipient_id
    ) v
    join public.recipients r on r.id = v.recipient_id
    where r.send_job_id is not null
    group by r.send_job_id
  ) x
  where x.complaints > 0 or x.hard_bounces > 0;

  -- 5. The flags, once per recipient (the counts trigger counts them).
  update public.recipients r set
    sent = r.sent or v.sent,
    sent_at = coalesce(r.sent_at, v.sent_at),
    delivered = r.delivered or v.delivered,
    delayed = r.delayed or v.delayed,
    opened = r.opened or v.opened,
    clicked = r.clicked or v.clicked,
    bounced = r.bounced or v.bounced,
    complained = r.complained or v.complained,
    failed = r.failed or v.failed,
    last_event_at = greatest(r.last_event_at, v.last_event_at)
  from (
    select u.recipient_id,
           bool_or(u.type <> 'failed') as sent,
           min(u.occurred) filter (where u.type <> 'failed') as sent_at,
           bool_or(u.type = 'delivered') as delivered,
           bool_or(u.type = 'delivery_delayed') as delayed,
           bool_or(u.type = 'opened') as opened,
           bool_or(u.type = 'clicked') as clicked,
           bool_or(u.type = 'bounced') as bounced,
           bool_or(u.type = 'complained') as complained,
           bool_or(u.type = 'failed') as failed,
           max(u.occurred) as last_event_at
    from unnest(recipient_ids, types, occurred, recorded) as u (recipient_id, type, occurred, recorded)
    where u.recorded
    group by u.recipient_id
  ) v
  where r.id = v.recipient_id;

  -- 6. Complaints and permanent bounces suppress the address for the workspace (the first reason
  --    stays).
  insert into public.suppressions (workspace_id, email, reason, recipient_id)
  select distinct on (r.workspace_id, r.email) r.workspace_id, r.email,
         case when u.type = 'complained' then 'complained' else 'bounced' end::public.suppression_reason, r.id
  from unnest(recipient_ids, types, permanent, recorded, occurred) with ordinality
    as u (recipient_id, type, permanent, recorded, occurred, n)
  join public.recipients r on r.id = u.recipient_id
  where u.recorded and (u.type = 'complained' or (u.type = 'bounced' and u.permanent))
  order by r.workspace_id, r.email, u.occurred, u.n
  on conflict (workspace_id, email) do nothing;

  -- 7. The jobs, in id order: counted, and paused once past their thresholds.
  for i in 1 .. cardinality(job_ids) loop
    update public.send_jobs j set
      complaint_count = j.complaint_count + complaints[i],
      hard_bounce_count = j.hard_bounce_count + hard_bounces[i]
    where j.id = job_ids[i]
    returning * into job;
    reason := private.send_pause_reason(job);
    if reason is not null and job.status in ('queued', 'running') then
      perform private.pause_send_job(job.id, reason);
    end if;
  end loop;

  select array_agg(case when u.recipient_id is null then 'unknown_message'
                        when u.recorded then 'recorded'
                        else 'duplicate' end order by u.n)
  into outcomes
  from unnest(recipient_ids, recorded) with ordinality as u (recipient_id, recorded, n);
  return outcomes;
end;
$$;
comment on function private.record_recipient_events(jsonb) is
  'Provider events ([{event_id, message_id, type, occurred_at, payload, permanent_bounce}]) in one statement per step: each once, flags, suppressions, job pauses. Answers recorded, duplicate or unknown_message per event, in order.';
revoke execute on function private.record_recipient_events(jsonb) from public;
grant execute on function private.record_recipient_events(jsonb) to service_role;

-- The same answers as before, through the one copy of the logic.
create or replace function public.record_recipient_event(
  provider_event_id text,
  message_id text,
  type public.recipient_event_type,
  occurred_at timestamptz,
  payload jsonb default '{}',
  permanent_bounce boolean default true
)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select (private.record_recipient_events(pg_catalog.jsonb_build_array(pg_catalog.jsonb_build_object(
    'event_id', record_recipient_event.provider_event_id, 'message_id', record_recipient_event.message_id,
    'type', record_recipient_event.type, 'occurred_at', record_recipient_event.occurred_at,
    'payload', record_recipient_event.payload, 'permanent_bounce', record_recipient_event.permanent_bounce
  ))))[1]
$$;

create function private.ingest_resend_events(events jsonb)
returns text[]
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ids text[];
  event_types text[];
  message_ids text[];
  finals boolean[];
  claimed text[];
  to_record jsonb := '[]';
  positions integer[] := '{}';
  recorded text[];
  first_at integer;
  outcomes text[];
begin
  if ingest_resend_events.events is null or jsonb_typeof(ingest_resend_events.events) <> 'array' then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'events is an array.';
  end if;
  select coalesce(array_agg(e ->> 'event_id' order by n), '{}'),
         coalesce(array_agg(e ->> 'event_type' order by n), '{}'),
         coalesce(array_agg(e ->> 'message_id' order by n), '{}'),
         coalesce(array_agg(coalesce((e ->> 'unknown_is_final')::boolean, false) order by n), '{}')
  into ids, event_types, message_ids, finals
  from jsonb_array_elements(ingest_resend_events.events) with ordinality as x (e, n);
  if array_position(ids, null) is not null or array_position(event_types, null) is not null
     or exists (
       select 1 from jsonb_array_elements(ingest_resend_events.events) e
       where (e ->> 'message_id' is null) <> (e ->> 'type' is null)
     ) then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'Each event has an event_id and an event_type, and a message_id with its type or neither.';
  end if;
  outcomes := array_fill(null::text, array[cardinality(ids)]);

  -- Each id claimed once, in id order: the ids an earlier delivery finished are not claimed.
  with claims as (
    insert into public.webhook_events as w (provider, event_id, type, processed_at)
    select distinct on (u.id) 'resend', u.id, u.event_type, now()
    from unnest(ids, event_types) with ordinality as u (id, event_type, n)
    order by u.id, u.n
    on conflict on constraint webhook_events_pkey do update set processed_at = excluded.processed_at
      where w.processed_at is null
    returning w.event_id
  )
  select coalesce(array_agg(c.event_id), '{}') into claimed from claims c;

  for i in 1 .. cardinality(ids) loop
    if ids[i] = any (claimed) and array_position(ids, ids[i]) = i then
      if message_ids[i] is null then
        outcomes[i] := 'ignored';
      else
        to_record := to_record || jsonb_build_array(ingest_resend_events.events -> (i - 1));
        positions := positions || i;
      end if;
    end if;
  end loop;
  recorded := private.record_recipient_events(to_record);
  for j in 1 .. cardinality(positions) loop
    outcomes[positions[j]] := recorded[j];
  end loop;

  -- An unknown message stays unprocessed, so the provider's retry is recorded, unless it is final.
  update public.webhook_events w set processed_at = null
  where w.provider = 'resend'
    and w.event_id in (
      select ids[p] from unnest(positions) as p where outcomes[p] = 'unknown_message' and not finals[p]
    );

  -- The other occurrences of an id answer as a delivery right after the first would.
  for i in 1 .. cardinality(ids) loop
    if outcomes[i] is null then
      first_at := array_position(ids, ids[i]);
      outcomes[i] := case
        when first_at < i and outcomes[first_at] = 'unknown_message' and not finals[first_at] then 'unknown_message'
        else 'handled'
      end;
    end if;
  end loop;
  return outcomes;
end;
$$;
comment on function private.ingest_resend_events(jsonb) is
  'Resend webhook events ([{event_id, event_type, message_id, type, occurred_at, payload, permanent_bounce, unknown_is_final}]) in one call: each svix-id once (webhook_events), the recipient events recorded (record_recipient_events). Answers handled, ignored, recorded, duplicate or unknown_message per event, in order.';
revoke execute on function private.ingest_resend_events(jsonb) from public;
grant execute on function private.ingest_resend_events(jsonb) to service_role;

create function public.ingest_resend_events(events jsonb)
returns text[]
language sql
volatile
security invoker
set search_path = ''
as $$ select private.ingest_resend_events(events) $$;
revoke execute on function public.ingest_resend_events(jsonb) from public, anon, authenticated;
grant execute on function public.ingest_resend_events(jsonb) to service_role;

drop function public.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean);
drop function private.ingest_resend_event(text, text, text, public.recipient_event_type, timestamptz, jsonb, boolean, boolean);
