-- The send processor's writes (service role only): a lease on one job at a time, each batch recorded
-- in one transaction with the bookmark, and the job and campaign finished together. docs/sending.md.

-- The batch being sent, written before the provider is called: a run that dies before recording
-- it leaves these ids, and the next run sends exactly them again (same content, same
-- Idempotency-Key, so the provider sends nothing twice) even if an address was suppressed since.
alter table public.send_jobs add column pending_batch bigint[];
comment on column public.send_jobs.pending_batch is
  'Recipient ids of the batch handed to the provider and not yet recorded; resent as is after a crash.';

-- Leases the given job, else the oldest queued or running job whose lease has run out: status
-- running, locked_until now + lease_seconds, attempts + 1. No row when there is nothing to do (or
-- the job is leased by another run). `skip locked` lets concurrent runs pass each other.
create function public.lease_send_job(job_id uuid default null, lease_seconds integer default 120)
returns setof public.send_jobs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  candidate uuid;
begin
  if lease_seconds is null or lease_seconds < 5 or lease_seconds > 3600 then
    raise exception 'lease_seconds between 5 and 3600' using errcode = '22023';
  end if;
  select j.id into candidate
  from public.send_jobs j
  where j.status in ('queued', 'running')
    and (j.locked_until is null or j.locked_until < now())
    and (lease_send_job.job_id is null or j.id = lease_send_job.job_id)
  order by j.created_at, j.id
  limit 1
  for update skip locked;
  if candidate is null then
    return;
  end if;
  return query
    update public.send_jobs j set
      status = 'running',
      locked_until = now() + make_interval(secs => lease_send_job.lease_seconds),
      attempts = j.attempts + 1,
      started_at = coalesce(j.started_at, now())
    where j.id = candidate
    returning j.*;
end;
$$;
grant execute on function public.lease_send_job(uuid, integer) to service_role;
revoke execute on function public.lease_send_job(uuid, integer) from public, anon, authenticated;

-- Records one handled batch of a leased job, all or nothing. `results` is an array of
-- {"recipient_id": n, "message_id": "…"} (sent), {"recipient_id": n, "skipped": true} (suppressed)
-- or {"recipient_id": n, "failed": true} (refused for good). Only the job's own recipients, not yet
-- sent, with ids in (from_bookmark, bookmark] are touched; from_bookmark must be the job's bookmark,
-- so a run whose lease was taken over cannot record twice ('stale_send_batch'). The lease is
-- extended by lease_seconds. When no recipient of the job is left past the bookmark, the job is
-- finished and the campaign marked sent in the same transaction. Returns the job.
create function public.record_send_batch(
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
    raise exception 'send job not found' using errcode = '22023';
  end if;
  if job.status <> 'running' then
    raise exception 'send_job_not_running' using errcode = 'P0001', detail = job.status::text;
  end if;
  if job.bookmark <> record_send_batch.from_bookmark or record_send_batch.bookmark < job.bookmark then
    raise exception 'stale_send_batch' using errcode = 'P0001',
      detail = format('The job''s bookmark is %s, the batch started at %s.', job.bookmark, record_send_batch.from_bookmark);
  end if;
  if jsonb_typeof(coalesce(record_send_batch.results, '[]')) <> 'array' then
    raise exception 'results must be an array' using errcode = '22023';
  end if;

  with batch as (
    select distinct on ((e ->> 'recipient_id')::bigint)
           (e ->> 'recipient_id')::bigint as recipient_id, nullif(e ->> 'message_id', '') as message_id,
           coalesce((e ->> 'skipped')::boolean, false) as skipped, coalesce((e ->> 'failed')::boolean, false) as failed
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
    update public.recipients r set failed = true, last_event_at = now()
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
    last_error = null,
    locked_until = now() + make_interval(secs => coalesce(record_send_batch.lease_seconds, 120))
  where j.id = job.id
  returning * into job;

  if not exists (
    select 1 from public.recipients r where r.send_job_id = job.id and r.id > job.bookmark
  ) then
    update public.send_jobs j set status = 'finished', finished_at = now(), locked_until = null
    where j.id = job.id
    returning * into job;
    update public.campaigns c set status = 'sent' where c.id = job.campaign_id and c.status = 'sending';
  end if;
  return job;
end;
$$;
grant execute on function public.record_send_batch(uuid, jsonb, bigint, bigint, integer) to service_role;
revoke execute on function public.record_send_batch(uuid, jsonb, bigint, bigint, integer)
  from public, anon, authenticated;

-- Notes the recipients of the batch about to be sent (after the bookmark from_bookmark), before the
-- provider is called. 'stale_send_batch' when the bookmark moved on (another run took over).
create function public.begin_send_batch(job_id uuid, from_bookmark bigint, recipient_ids bigint[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.send_jobs j set pending_batch = begin_send_batch.recipient_ids
  where j.id = begin_send_batch.job_id and j.status = 'running' and j.bookmark = begin_send_batch.from_bookmark;
  if not found then
    raise exception 'stale_send_batch' using errcode = 'P0001';
  end if;
end;
$$;
grant execute on function public.begin_send_batch(uuid, bigint, bigint[]) to service_role;
revoke execute on function public.begin_send_batch(uuid, bigint, bigint[]) from public, anon, authenticated;

-- Gives a leased job back: after a failure the run could not get past (the provider down, rate
-- limited for long) with its error, or with '' when the run's time budget is spent. The lease runs
-- until the retry time, so the next run (the scheduler's) waits at least retry_after_seconds.
create function public.release_send_job(job_id uuid, error text, retry_after_seconds integer default 30)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.send_jobs j set
    last_error = nullif(left(release_send_job.error, 2000), ''),
    locked_until = now() + make_interval(secs => greatest(coalesce(release_send_job.retry_after_seconds, 30), 0))
  where j.id = release_send_job.job_id and j.status = 'running';
end;
$$;
grant execute on function public.release_send_job(uuid, text, integer) to service_role;
revoke execute on function public.release_send_job(uuid, text, integer) from public, anon, authenticated;
