-- The publish screen's analytics: a campaign's events counted per hour or day, and how many of its
-- recipients the workspace's suppression list holds. Both run as the caller, so RLS decides.

-- One row per hour or day (in time_zone) that has events, oldest first, each event type counted.
-- Buckets without events are left out: the app fills them in.
create function public.campaign_event_timeline(campaign_id uuid, bucket text default 'hour', time_zone text default 'UTC')
returns table (
  bucket_start timestamptz, sent integer, delivered integer, opened integer, clicked integer,
  bounced integer, complained integer, failed integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if campaign_event_timeline.bucket is null or campaign_event_timeline.bucket not in ('hour', 'day') then
    raise exception 'bucket is hour or day' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = campaign_event_timeline.time_zone) then
    raise exception 'unknown time zone' using errcode = '22023';
  end if;
  perform 1 from public.campaigns c where c.id = campaign_event_timeline.campaign_id;
  if not found then
    raise exception 'campaign not found' using errcode = '42501';
  end if;
  return query
    select date_trunc(campaign_event_timeline.bucket, e.occurred_at, campaign_event_timeline.time_zone),
           (count(*) filter (where e.type = 'sent'))::integer,
           (count(*) filter (where e.type = 'delivered'))::integer,
           (count(*) filter (where e.type = 'opened'))::integer,
           (count(*) filter (where e.type = 'clicked'))::integer,
           (count(*) filter (where e.type = 'bounced'))::integer,
           (count(*) filter (where e.type = 'complained'))::integer,
           (count(*) filter (where e.type = 'failed'))::integer
    from public.recipient_events e
    where e.campaign_id = campaign_event_timeline.campaign_id
    group by 1
    order by 1;
end;
$$;
revoke execute on function public.campaign_event_timeline(uuid, text, text) from public, anon;
grant execute on function public.campaign_event_timeline(uuid, text, text) to authenticated;

-- How many of the campaign's recipients not yet sent are on the workspace's suppression list: the
-- addresses a ship will skip.
create function public.campaign_suppressed_recipients(campaign_id uuid)
returns integer
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  suppressed integer;
begin
  perform 1 from public.campaigns c where c.id = campaign_suppressed_recipients.campaign_id;
  if not found then
    raise exception 'campaign not found' using errcode = '42501';
  end if;
  select count(*)::integer into suppressed
  from public.recipients r
  where r.campaign_id = campaign_suppressed_recipients.campaign_id
    and not r.sent and not r.failed
    and exists (
      select 1 from public.suppressions s where s.workspace_id = r.workspace_id and s.email = r.email
    );
  return suppressed;
end;
$$;
revoke execute on function public.campaign_suppressed_recipients(uuid) from public, anon;
grant execute on function public.campaign_suppressed_recipients(uuid) to authenticated;
