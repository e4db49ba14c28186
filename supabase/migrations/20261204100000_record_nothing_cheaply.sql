-- Webhook calls that record nothing cost what they record (issue 24, item 2). An unknown message took
-- 5.5 ms of the database where an empty batch takes 0.6 and a replay 1.1 (docs/events.md): every
-- statement of private.record_recipient_events ran on no rows, and each statement-level counting
-- trigger on the tables it writes fired anyway. The function (20261203100000) now answers at once
-- when no event is to be recorded, and inserts suppressions only when a batch holds a complaint or a
-- bounce. Its answers, locks and order are unchanged.

create or replace function private.record_recipient_events(events jsonb)
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
  -- Nothing to record (unknown messages, replays): no row to lock or write, and none of the statements
  -- below runs, so neither do the statement-level counting triggers they would fire on no rows.
  if not (true = any (firsts)) then
    return (
      select array_agg(case when u.recipient_id is null then 'unknown_message' else 'duplicate' end order by u.n)
      from unnest(recipient_ids) with ordinality as u (recipient_id, n)
    );
  end if;

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
  --    Only a batch with such an event runs the statement (and the suppressions' triggers).
  if 'complained' = any (types) or 'bounced' = any (types) then
    insert into public.suppressions (workspace_id, email, reason, recipient_id)
    select distinct on (r.workspace_id, r.email) r.workspace_id, r.email,
           case when u.type = 'complained' then 'complained' else 'bounced' end::public.suppression_reason, r.id
    from unnest(recipient_ids, types, permanent, recorded, occurred) with ordinality
      as u (recipient_id, type, permanent, recorded, occurred, n)
    join public.recipients r on r.id = u.recipient_id
    where u.recorded and (u.type = 'complained' or (u.type = 'bounced' and u.permanent))
    order by r.workspace_id, r.email, u.occurred, u.n
    on conflict (workspace_id, email) do nothing;
  end if;

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
