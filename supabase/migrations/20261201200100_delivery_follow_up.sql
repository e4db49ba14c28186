-- Who didn't get it, retrying the failed, and scheduling (issue 23, items 3 and 5; docs/sending.md
-- "Who didn't get it", "Retrying the failed" and "Scheduling").
--
-- 1. A recipient the provider refused at send time keeps the refusal (`failure_reason`), written by
--    record_send_batch from the processor's results.
-- 2. campaign_undelivered_recipients lists a campaign's failed, bounced, delayed and suppressed
--    recipients with the provider's reason, a page at a time.
-- 3. retry_failed_recipients puts the failed ones (never bounced, complained or suppressed) in one
--    new send job marked `retry`, with the content of the send they failed in. A retry job is not
--    charged: campaign_usage (and ship_campaign) count only `send` jobs, so an address is paid once.
-- 4. A send job may wait for `scheduled_for`: it holds its recipients and allowance like a queued
--    job, lease_send_job leaves it until then, and until it starts it can be rescheduled or
--    cancelled (its recipients new again, its allowance back). The campaign is `scheduled` meanwhile.
-- 5. The workspace's time zone, in which the app shows and takes the scheduled time.

-- 1. Tables -----------------------------------------------------------------------------------------

create type public.send_job_kind as enum ('send', 'retry');

alter table public.send_jobs
  add column kind public.send_job_kind not null default 'send',
  add column scheduled_for timestamptz,
  add column subject text;
comment on column public.send_jobs.kind is
  'send: holds new recipients and counts against the allowance; retry: sends failed recipients again, charged already.';
comment on column public.send_jobs.scheduled_for is
  'When a scheduled job may start; null: as soon as a processor takes it. lease_send_job leaves it until then.';
comment on column public.send_jobs.subject is
  'The subject the job sends (copied at the ship, or from the send a retry repeats); null for jobs recorded before 20261201200100.';

alter table public.recipients
  add column failure_reason text check (char_length(failure_reason) <= 500);
comment on column public.recipients.failure_reason is
  'The provider''s refusal when it refused the message at send time (record_send_batch); cleared when it is retried.';

-- The recipients the "who didn't get it" list reads, without scanning the delivered.
create index recipients_undelivered_idx on public.recipients (campaign_id, id)
  where failed or bounced or (delayed and not delivered);

-- Whether a name is a time zone Postgres knows, written the IANA way (Region/City, UTC).
create function private.is_valid_time_zone(zone text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if zone is null or char_length(zone) > 64 or zone !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$' then
    return false;
  end if;
  perform pg_catalog.timezone(zone, timestamptz '2026-01-01 00:00:00+00');
  return true;
exception when others then
  return false;
end;
$$;
revoke execute on function private.is_valid_time_zone(text) from public;
grant execute on function private.is_valid_time_zone(text) to authenticated, service_role;

alter table public.workspaces
  add column time_zone text check (time_zone is null or private.is_valid_time_zone(time_zone));
comment on column public.workspaces.time_zone is
  'The IANA zone scheduled sends are shown and chosen in; null: the reader''s browser zone until an owner or admin sets one.';
grant update (time_zone) on public.workspaces to authenticated;

-- 2. The job's snapshot, and the statuses ------------------------------------------------------------

-- As 20261127100100, and the subject. A retry job brings the snapshot of the send it repeats.
create or replace function private.snapshot_send_job()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.kind = 'retry' then
    return new;
  end if;
  select c.html, c.subject, c.sender_name, nullif(lower(btrim(c.sender_domain)), ''), w.contact_email::text
  into new.html, new.subject, new.sender_name, new.sender_domain, new.reply_to
  from public.campaigns c
  join public.workspaces w on w.id = c.workspace_id
  where c.id = new.campaign_id;
  return new;
end;
$$;

-- As 20261121100300, with `scheduled`: a delivery state the sending functions set, between ready
-- (or sent) and sending, and back when the scheduled send is cancelled.
create or replace function private.campaign_transition_allowed(
  kind public.campaign_kind,
  from_status public.campaign_status,
  to_status public.campaign_status
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'email' then (from_status::text || '>' || to_status::text) = any (array[
      'draft>ready', 'draft>archived',
      'ready>draft', 'ready>sending', 'ready>scheduled', 'ready>archived',
      'scheduled>sending', 'scheduled>ready', 'scheduled>sent',
      'sending>paused', 'sending>sent',
      'paused>sending', 'paused>sent',
      'sent>sending', 'sent>scheduled', 'sent>archived',
      'archived>draft'
    ])
    else (from_status::text || '>' || to_status::text) = any (array[
      'draft>ready', 'draft>archived',
      'ready>draft', 'ready>published', 'ready>archived',
      'published>ready', 'published>archived',
      'archived>draft'
    ])
  end
$$;

-- As 20261127230000, with `scheduled` a delivery state, and the message locked while scheduled as
-- while sending: what was approved and scheduled is what goes.
create or replace function private.enforce_campaign_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- API users act as `authenticated`; the service role and definer functions act as themselves.
  trusted boolean := current_user not in ('authenticated', 'anon');
  delivery constant public.campaign_status[] := array['scheduled', 'sending', 'paused', 'sent']::public.campaign_status[];
begin
  if tg_op = 'INSERT' then
    if new.status not in ('draft', 'ready') and not trusted then
      raise exception 'campaign_status_transition' using errcode = 'PT409', detail = 'A campaign starts as draft or ready.';
    end if;
  else
    if new.workspace_id <> old.workspace_id or new.kind <> old.kind then
      raise exception 'campaign_workspace_fixed' using errcode = 'PT422', detail = 'A campaign keeps its workspace and kind.';
    end if;
    if new.status <> old.status then
      if not private.campaign_transition_allowed(new.kind, old.status, new.status) then
        raise exception 'campaign_status_transition' using errcode = 'PT409',
          detail = format('A %s campaign cannot go from %s to %s.', new.kind, old.status, new.status);
      end if;
      if (new.status = any (delivery) or old.status = any (delivery)) and not trusted then
        raise exception 'service_only' using errcode = '42501', detail = 'Delivery status is set by the sending service.';
      end if;
    elsif new.status in ('sending', 'scheduled')
        and (new.subject, new.preheader, new.html, new.design, new.sender_name, new.sender_domain)
        is distinct from (old.subject, old.preheader, old.html, old.design, old.sender_name, old.sender_domain) then
      raise exception 'campaign_sending_locked' using errcode = 'PT409',
        detail = 'The message cannot change while it is being sent or scheduled; cancel a scheduled send to edit it.';
    end if;
  end if;

  if tg_op = 'INSERT' or new.status <> old.status then
    if new.status = 'ready' and new.kind = 'email' and new.html is null then
      raise exception 'content_required' using errcode = 'PT422', detail = 'An email is ready once it has HTML.';
    end if;
    if new.status in ('ready', 'published') and new.kind = 'page' and new.content is null then
      raise exception 'content_required' using errcode = 'PT422', detail = 'A page is ready once it has content.';
    end if;
    if new.status = 'published' and new.slug is null then
      raise exception 'slug_required' using errcode = 'PT422';
    end if;
    if new.status in ('sending', 'scheduled') then
      if coalesce(btrim(new.sender_name), '') = '' then
        raise exception 'sender_required' using errcode = 'PT422',
          detail = 'The sender name cannot be empty.';
      end if;
      if coalesce(btrim(new.subject), '') = '' or new.html is null then
        raise exception 'content_required' using errcode = 'PT422', detail = 'Sending needs a subject and HTML.';
      end if;
    end if;
  end if;
  return new;
end;
$$;

-- 3. The allowance ---------------------------------------------------------------------------------

-- What a campaign's sends have used of its allowance: the recipients held by its `send` jobs, not
-- cancelled ones (given back) nor retries (each retried address was charged by the send it failed in).
create function private.allowance_used(campaign_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(j.total_recipients), 0)::integer
  from public.send_jobs j
  where j.campaign_id = allowance_used.campaign_id and j.kind = 'send' and j.status <> 'cancelled'
$$;
revoke execute on function private.allowance_used(uuid) from public;

-- As 20261127230000, with the used part counted by allowance_used.
create or replace function public.campaign_usage(campaign_id uuid)
returns table (allowed integer, used integer, remaining integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = campaign_usage.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  select coalesce(sum(p.recipients), 0) into allowed
  from public.campaign_purchases p
  where p.campaign_id = campaign_usage.campaign_id and p.status = 'paid';
  select coalesce(sum(j.total_recipients), 0) into used
  from public.send_jobs j
  where j.campaign_id = campaign_usage.campaign_id and j.kind = 'send' and j.status <> 'cancelled';
  remaining := greatest(allowed - used, 0);
  return next;
end;
$$;

-- 4. Shipping now or at a time ----------------------------------------------------------------------

-- A scheduled time is in the future and within a year.
create function private.check_schedule(scheduled_for timestamptz)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if check_schedule.scheduled_for is null or check_schedule.scheduled_for <= now()
     or check_schedule.scheduled_for > now() + interval '366 days' then
    raise exception 'invalid_schedule' using errcode = 'PT422',
      detail = 'A send is scheduled for a time in the future, within a year.';
  end if;
end;
$$;
revoke execute on function private.check_schedule(timestamptz) from public;

-- As 20261129400000 (the checklist, approval included, decides for a scheduled send exactly as for
-- one that goes now), with an optional time: then the job waits for it (scheduled_for) and the
-- campaign is `scheduled` instead of `sending`. The allowance counts `send` jobs that were not
-- cancelled (allowance_used). The campaign row is locked for the whole decision.
create or replace function private.ship_campaign(campaign_id uuid, scheduled_for timestamptz default null)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  active public.send_jobs;
  failing record;
  allowed integer;
  used integer;
  job public.send_jobs;
  held integer;
begin
  select * into target from public.campaigns c where c.id = ship_campaign.campaign_id for update;
  if not found or (
    coalesce(auth.role(), '') <> 'service_role'
    and not private.can_reach_client(target.workspace_id, target.client_id, 'viewer')
  ) then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if coalesce(auth.role(), '') <> 'service_role'
    and not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;
  if ship_campaign.scheduled_for is not null then
    perform private.check_schedule(ship_campaign.scheduled_for);
  end if;

  select * into active from public.send_jobs j
  where j.campaign_id = target.id and j.status in ('queued', 'running', 'paused');
  if found then
    return active;
  end if;

  if target.kind <> 'email' or target.status not in ('ready', 'sent') or target.html is null then
    raise exception 'campaign_not_ready' using errcode = 'PT409',
      detail = 'Only a ready email campaign with content can be sent.';
  end if;
  select * into failing from public.campaign_send_checklist(target.id) l where l.blocking and not l.ok limit 1;
  if found then
    -- Every code checklist_refusal answers is a 422 (the contract test reads them from its body).
    raise exception '%', private.checklist_refusal(failing.item, failing.detail) using errcode = 'PT422',
      detail = format('Pre-send check failed: %s%s.', failing.item, coalesce(' (' || failing.detail || ')', ''));
  end if;

  -- As campaign_usage computes it, but read inside the lock and past RLS.
  select coalesce(sum(p.recipients), 0)::integer into allowed
  from public.campaign_purchases p where p.campaign_id = target.id and p.status = 'paid';
  used := private.allowance_used(target.id);
  if allowed = 0 then
    raise exception 'no_payment' using errcode = 'PT409', detail = 'Sending requires a paid package.';
  end if;
  if allowed <= used then
    raise exception 'no_recipients_left' using errcode = 'PT409', detail = 'No recipients remaining.';
  end if;

  insert into public.send_jobs (workspace_id, campaign_id, created_by, scheduled_for)
  values (target.workspace_id, target.id, auth.uid(), ship_campaign.scheduled_for)
  returning * into job;

  update public.recipients r set send_job_id = job.id
  where r.id in (
    select n.id from public.recipients n
    where n.campaign_id = target.id and n.send_job_id is null and not n.sent
      and not exists (
        select 1 from public.suppressions s where s.workspace_id = target.workspace_id and s.email = n.email
      )
    order by n.id
    limit allowed - used
  );
  get diagnostics held = row_count;
  if held = 0 then
    raise exception 'no_recipients' using errcode = 'PT409', detail = 'There are no new recipients to send to.';
  end if;

  update public.send_jobs j set total_recipients = held where j.id = job.id returning * into job;
  update public.campaigns c
  set status = case when ship_campaign.scheduled_for is null then 'sending' else 'scheduled' end::public.campaign_status
  where c.id = target.id;
  return job;
end;
$$;
revoke execute on function private.ship_campaign(uuid, timestamptz) from public;
grant execute on function private.ship_campaign(uuid, timestamptz) to authenticated, service_role;

drop function public.ship_campaign(uuid);
drop function private.ship_campaign(uuid);

create function public.ship_campaign(campaign_id uuid, scheduled_for timestamptz default null)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.ship_campaign($1, $2) $$;
revoke execute on function public.ship_campaign(uuid, timestamptz) from public;
grant execute on function public.ship_campaign(uuid, timestamptz) to authenticated, service_role;

-- The scheduled job a person may still move or cancel: locked, theirs to send (ship_campaign's
-- rule), and not started. Refusals: send_job_not_found, viewer_read_only, send_already_started.
create function private.scheduled_job_to_change(job_id uuid)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.send_jobs;
  target public.campaigns;
begin
  select * into job from public.send_jobs j where j.id = scheduled_job_to_change.job_id for update;
  if found then
    select * into target from public.campaigns c where c.id = job.campaign_id for update;
  end if;
  if job.id is null or not private.can_reach_client(target.workspace_id, target.client_id, 'viewer') then
    raise exception 'send_job_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;
  if job.status <> 'queued' or job.scheduled_for is null or job.started_at is not null then
    raise exception 'send_already_started' using errcode = 'PT409',
      detail = format('Only a scheduled send that has not started can change (this one is %s).', job.status);
  end if;
  return job;
end;
$$;
revoke execute on function private.scheduled_job_to_change(uuid) from public;

-- Moves a scheduled send that has not started to another time (in the future, within a year).
create function private.reschedule_send_job(job_id uuid, scheduled_for timestamptz)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.send_jobs;
begin
  job := private.scheduled_job_to_change(reschedule_send_job.job_id);
  perform private.check_schedule(reschedule_send_job.scheduled_for);
  update public.send_jobs j set scheduled_for = reschedule_send_job.scheduled_for
  where j.id = job.id
  returning * into job;
  return job;
end;
$$;
revoke execute on function private.reschedule_send_job(uuid, timestamptz) from public;
grant execute on function private.reschedule_send_job(uuid, timestamptz) to authenticated;

create function public.reschedule_send_job(job_id uuid, scheduled_for timestamptz)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.reschedule_send_job($1, $2) $$;
revoke execute on function public.reschedule_send_job(uuid, timestamptz) from public;
grant execute on function public.reschedule_send_job(uuid, timestamptz) to authenticated;

-- Cancels a scheduled send that has not started: its recipients are new again and its allowance
-- comes back (allowance_used leaves cancelled jobs out); the campaign is ready again, or sent when
-- an earlier send finished.
create function private.cancel_scheduled_send(job_id uuid)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.send_jobs;
begin
  job := private.scheduled_job_to_change(cancel_scheduled_send.job_id);
  update public.send_jobs j set status = 'cancelled', finished_at = now(), locked_until = null
  where j.id = job.id
  returning * into job;
  update public.recipients r set send_job_id = null
  where r.send_job_id = job.id and not r.sent and not r.failed;
  update public.campaigns c set status = case
      when exists (select 1 from public.send_jobs f where f.campaign_id = c.id and f.status = 'finished')
      then 'sent' else 'ready' end::public.campaign_status
  where c.id = job.campaign_id and c.status = 'scheduled';
  return job;
end;
$$;
revoke execute on function private.cancel_scheduled_send(uuid) from public;
grant execute on function private.cancel_scheduled_send(uuid) to authenticated;

create function public.cancel_scheduled_send(job_id uuid)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.cancel_scheduled_send($1) $$;
revoke execute on function public.cancel_scheduled_send(uuid) from public;
grant execute on function public.cancel_scheduled_send(uuid) to authenticated;

-- As 20261127230000, and a job scheduled for later is not due before its time; the oldest due
-- first (by its time when scheduled). Leasing a scheduled campaign's job makes the campaign `sending`.
create or replace function public.lease_send_job(job_id uuid default null, lease_seconds integer default 120)
returns setof public.send_jobs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  candidate uuid;
  leased public.send_jobs;
begin
  if lease_seconds is null or lease_seconds < 5 or lease_seconds > 3600 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'lease_seconds is between 5 and 3600.';
  end if;
  select j.id into candidate
  from public.send_jobs j
  where j.status in ('queued', 'running')
    and (j.locked_until is null or j.locked_until < now())
    and (j.scheduled_for is null or j.scheduled_for <= now())
    and (lease_send_job.job_id is null or j.id = lease_send_job.job_id)
  order by coalesce(j.scheduled_for, j.created_at), j.id
  limit 1
  for update skip locked;
  if candidate is null then
    return;
  end if;
  update public.send_jobs j set
    status = 'running',
    locked_until = now() + make_interval(secs => lease_send_job.lease_seconds),
    attempts = j.attempts + 1,
    started_at = coalesce(j.started_at, now())
  where j.id = candidate
  returning j.* into leased;
  update public.campaigns c set status = 'sending' where c.id = leased.campaign_id and c.status = 'scheduled';
  return next leased;
end;
$$;

-- 5. Retrying the failed ----------------------------------------------------------------------------

-- The campaign's recipients a retry takes: failed, never bounced or complained, not on the
-- workspace's suppression list, charged by a send (held by a job).
create function private.retryable_recipient(r public.recipients)
returns boolean
language sql
stable
set search_path = ''
as $$
  select r.failed and not r.bounced and not r.complained and r.send_job_id is not null
    and not exists (select 1 from public.suppressions s where s.workspace_id = r.workspace_id and s.email = r.email)
$$;
revoke execute on function private.retryable_recipient(public.recipients) from public;

-- Sends the campaign's failed recipients again, once each: one new job marked `retry` holds them
-- (their failure cleared, so they are counted again as the retry records them), with the content,
-- subject and sender of the latest send they failed in. Not charged: each address was paid for by
-- that send, and allowance_used does not count retries. Who may: ship_campaign's rule. Only when no
-- job of the campaign is active; a second call while the retry is active answers the same job. The
-- campaign row is locked for the whole decision, so concurrent calls make one job.
create function private.retry_failed_recipients(campaign_id uuid)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  active public.send_jobs;
  source public.send_jobs;
  problem text;
  job public.send_jobs;
  held integer;
begin
  select * into target from public.campaigns c where c.id = retry_failed_recipients.campaign_id for update;
  if not found or not private.can_reach_client(target.workspace_id, target.client_id, 'viewer') then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;

  select * into active from public.send_jobs j
  where j.campaign_id = target.id and j.status in ('queued', 'running', 'paused');
  if found then
    if active.kind = 'retry' then
      return active;
    end if;
    raise exception 'send_in_progress' using errcode = 'PT409',
      detail = 'The failed recipients are retried once the campaign''s send has finished.';
  end if;
  if target.kind <> 'email' or target.status <> 'sent' then
    raise exception 'campaign_not_ready' using errcode = 'PT409', detail = 'Only a sent email campaign has failed recipients to retry.';
  end if;

  select j.* into source
  from public.recipients r
  join public.send_jobs j on j.id = r.send_job_id
  where r.campaign_id = target.id and private.retryable_recipient(r)
  order by j.created_at desc
  limit 1;
  if not found then
    raise exception 'no_failed_recipients' using errcode = 'PT409', detail = 'No failed recipient can be retried.';
  end if;
  if source.sender_domain is not null then
    problem := private.sender_domain_problem(target.workspace_id, target.client_id, source.sender_domain);
    if problem = 'not_owned' then
      raise exception 'sender_domain_not_owned' using errcode = 'PT422', detail = problem;
    elsif problem is not null then
      raise exception 'sender_domain_not_verified' using errcode = 'PT422', detail = problem;
    end if;
  end if;

  insert into public.send_jobs
    (workspace_id, campaign_id, created_by, kind, html, subject, sender_name, sender_domain, reply_to)
  values
    (target.workspace_id, target.id, auth.uid(), 'retry', source.html, coalesce(source.subject, target.subject),
     source.sender_name, source.sender_domain, source.reply_to)
  returning * into job;

  update public.recipients r set
    send_job_id = job.id, failed = false, failure_reason = null, sent = false, sent_at = null, message_id = null
  where r.campaign_id = target.id and private.retryable_recipient(r);
  get diagnostics held = row_count;

  update public.send_jobs j set total_recipients = held where j.id = job.id returning * into job;
  update public.campaigns c set status = 'sending' where c.id = target.id;
  return job;
end;
$$;
revoke execute on function private.retry_failed_recipients(uuid) from public;
grant execute on function private.retry_failed_recipients(uuid) to authenticated;

create function public.retry_failed_recipients(campaign_id uuid)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.retry_failed_recipients($1) $$;
revoke execute on function public.retry_failed_recipients(uuid) from public;
grant execute on function public.retry_failed_recipients(uuid) to authenticated;

-- As 20261127230000, and a refused recipient keeps the provider's refusal: results may carry
-- {"recipient_id": n, "failed": true, "reason": "…"} (the first 500 characters are kept).
create or replace function public.record_send_batch(
  job_id uuid,
  results jsonb,
  bookmark bigint,
  from_bookmark bigint,
  lease_seconds integer default 120
)
returns public.send_jobs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  job public.send_jobs;
  sent_now integer;
  failed_now integer;
  skipped_now integer;
begin
  select * into job from public.send_jobs j where j.id = record_send_batch.job_id for update;
  if not found then
    raise exception 'send_job_not_found' using errcode = 'PT404';
  end if;
  if job.status not in ('running', 'paused', 'queued') then
    raise exception 'send_job_not_running' using errcode = 'PT409', detail = job.status::text;
  end if;
  if job.bookmark <> record_send_batch.from_bookmark or record_send_batch.bookmark < job.bookmark then
    raise exception 'stale_send_batch' using errcode = 'PT409',
      detail = format('The job''s bookmark is %s, the batch started at %s.', job.bookmark, record_send_batch.from_bookmark);
  end if;
  if jsonb_typeof(coalesce(record_send_batch.results, '[]')) <> 'array' then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'results must be an array.';
  end if;

  with batch as (
    select distinct on ((e ->> 'recipient_id')::bigint)
           (e ->> 'recipient_id')::bigint as recipient_id, nullif(e ->> 'message_id', '') as message_id,
           coalesce((e ->> 'skipped')::boolean, false) as skipped, coalesce((e ->> 'failed')::boolean, false) as failed,
           left(nullif(btrim(e ->> 'reason'), ''), 500) as reason
    from jsonb_array_elements(coalesce(record_send_batch.results, '[]')) e
    where (e ->> 'recipient_id')::bigint > record_send_batch.from_bookmark
      and (e ->> 'recipient_id')::bigint <= record_send_batch.bookmark
  ),
  sent_rows as (
    update public.recipients r set message_id = b.message_id, sent = true, sent_at = coalesce(r.sent_at, now())
    from batch b
    where r.id = b.recipient_id and r.send_job_id = job.id and not r.sent and not r.failed
      and b.message_id is not null and not b.skipped and not b.failed
    returning 1
  ),
  failed_rows as (
    update public.recipients r set failed = true, failure_reason = b.reason, last_event_at = now()
    from batch b
    where r.id = b.recipient_id and r.send_job_id = job.id and not r.sent and not r.failed
      and b.failed and not b.skipped
    returning 1
  )
  select (select count(*) from sent_rows), (select count(*) from failed_rows),
         (select count(*) from batch b join public.recipients r on r.id = b.recipient_id
          where r.send_job_id = job.id and not r.sent and not r.failed and b.skipped)
  into sent_now, failed_now, skipped_now;

  update public.send_jobs j set
    sent_count = j.sent_count + sent_now,
    failed_count = j.failed_count + failed_now,
    skipped_count = j.skipped_count + skipped_now,
    bookmark = record_send_batch.bookmark,
    pending_batch = null,
    last_error = case when j.status = 'paused' then j.last_error end,
    locked_until = case when j.status = 'running'
      then now() + make_interval(secs => coalesce(record_send_batch.lease_seconds, 120)) end
  where j.id = job.id
  returning * into job;

  if not exists (
    select 1 from public.recipients r where r.send_job_id = job.id and r.id > job.bookmark
  ) then
    update public.send_jobs j set status = 'finished', finished_at = now(), locked_until = null
    where j.id = job.id
    returning * into job;
    update public.campaigns c set status = 'sent' where c.id = job.campaign_id and c.status in ('sending', 'paused');
  end if;
  return job;
end;
$$;

-- 6. Who didn't get it ------------------------------------------------------------------------------

-- One page of the campaign's recipients who did not get the email, with the provider's reason:
-- `bounced` (the latest bounce's message and type), `failed` (the refusal at send time, else the
-- failed event's reason), `delayed` (delayed and not delivered since), `suppressed` (never sent:
-- the workspace's suppression list holds the address, with its reason). Each recipient once, in
-- that order of kinds. `kind` null lists all. Answers {total, counts: {bounced, failed, delayed,
-- suppressed, retryable}, recipients: [{id, email, kind, reason, bounce_type, occurred_at,
-- suppression_reason, retryable}]}, newest first. As the caller (RLS).
create function public.campaign_undelivered_recipients(
  campaign_id uuid,
  kind text default null,
  page_size integer default 25,
  page_offset integer default 0
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  target public.campaigns;
  answer jsonb;
begin
  select * into target from public.campaigns c where c.id = campaign_undelivered_recipients.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if campaign_undelivered_recipients.kind is not null
     and campaign_undelivered_recipients.kind not in ('bounced', 'failed', 'delayed', 'suppressed') then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'kind is bounced, failed, delayed, suppressed or null.';
  end if;
  if page_size is null or page_size < 1 or page_size > 100 or page_offset is null or page_offset < 0 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'page_size is 1 to 100, page_offset 0 or more.';
  end if;

  with candidates as (
    select r.*, s.reason as suppression_reason, s.created_at as suppressed_at
    from public.recipients r
    left join public.suppressions s on s.workspace_id = r.workspace_id and s.email = r.email
    where r.campaign_id = target.id and (r.failed or r.bounced or (r.delayed and not r.delivered))
    union all
    select r.*, s.reason, s.created_at
    from public.suppressions s
    join public.recipients r on r.campaign_id = target.id and r.email = s.email
    where s.workspace_id = target.workspace_id and not r.sent and not r.failed
      and not (r.bounced or (r.delayed and not r.delivered))
  ),
  classified as (
    select c.*,
           case when c.bounced then 'bounced' when c.failed then 'failed'
                when c.delayed and not c.delivered then 'delayed' else 'suppressed' end as kind_of
    from candidates c
  ),
  counted as (
    select jsonb_build_object(
      'bounced', count(*) filter (where kind_of = 'bounced'),
      'failed', count(*) filter (where kind_of = 'failed'),
      'delayed', count(*) filter (where kind_of = 'delayed'),
      'suppressed', count(*) filter (where kind_of = 'suppressed'),
      'retryable', count(*) filter (where kind_of = 'failed' and not complained and suppression_reason is null)
    ) as counts,
    count(*) filter (where campaign_undelivered_recipients.kind is null or kind_of = campaign_undelivered_recipients.kind) as total
    from classified
  ),
  page as (
    select c.*
    from classified c
    where campaign_undelivered_recipients.kind is null or c.kind_of = campaign_undelivered_recipients.kind
    order by c.id desc
    limit page_size offset page_offset
  ),
  described as (
    select p.id, p.email, p.kind_of, p.suppression_reason, p.complained,
           case p.kind_of
             when 'bounced' then e.payload -> 'data' -> 'bounce' ->> 'message'
             when 'failed' then coalesce(p.failure_reason, e.payload -> 'data' -> 'failed' ->> 'reason')
           end as reason,
           case when p.kind_of = 'bounced'
             then nullif(concat_ws(' / ', e.payload -> 'data' -> 'bounce' ->> 'type',
                                  e.payload -> 'data' -> 'bounce' ->> 'subType'), '') end as bounce_type,
           case when p.kind_of = 'suppressed' then p.suppressed_at
                else coalesce(e.occurred_at, p.last_event_at) end as occurred_at
    from page p
    left join lateral (
      select ev.payload, ev.occurred_at
      from public.recipient_events ev
      where ev.recipient_id = p.id
        and ev.type = case p.kind_of when 'bounced' then 'bounced' when 'failed' then 'failed'
                                     when 'delayed' then 'delivery_delayed' end::public.recipient_event_type
      order by ev.occurred_at desc
      limit 1
    ) e on p.kind_of <> 'suppressed'
  )
  select jsonb_build_object(
    'total', (select total from counted),
    'counts', (select counts from counted),
    'recipients', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', d.id, 'email', d.email, 'kind', d.kind_of, 'reason', d.reason, 'bounce_type', d.bounce_type,
        'occurred_at', d.occurred_at, 'suppression_reason', d.suppression_reason,
        'retryable', d.kind_of = 'failed' and not d.complained and d.suppression_reason is null
      ) order by d.id desc)
      from described d
    ), '[]'::jsonb)
  ) into answer;
  return answer;
end;
$$;
revoke execute on function public.campaign_undelivered_recipients(uuid, text, integer, integer) from public;
grant execute on function public.campaign_undelivered_recipients(uuid, text, integer, integer) to authenticated;
