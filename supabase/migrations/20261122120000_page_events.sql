-- Page analytics without third-party trackers: the public-page function records a row per page
-- view and per first focus of a lead form. No IP address, no cookie, no user agent: the day and
-- a cleaned source (utm_source or the referrer's host) are all that is kept.

create type public.page_event_type as enum ('view', 'form_start');

create table public.page_events (
  id bigint generated always as identity primary key,
  workspace_id uuid not null,
  page_id uuid not null,
  type public.page_event_type not null,
  -- 'direct', or a lower-case host or utm_source: letters, digits, dots, dashes, underscores.
  source text not null default 'direct' check (source ~ '^[a-z0-9._-]{1,100}$'),
  occurred_at timestamptz not null default now(),
  foreign key (page_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.page_events is 'Views and form starts of public pages, per page and day. Written by record_page_event.';
create index page_events_page_id_occurred_at_idx on public.page_events (page_id, occurred_at);
create index page_events_workspace_id_idx on public.page_events (workspace_id);

alter table public.page_events enable row level security;
revoke all on public.page_events from anon, authenticated;
grant select on public.page_events to authenticated;

create policy "Page events are visible to workspace members"
  on public.page_events for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

-- One view or form start of a page; false when no page has that id. The public-page function
-- calls it with the service role after cleaning the source.
create function public.record_page_event(page_id uuid, type public.page_event_type, source text default 'direct')
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with recorded as (
    insert into public.page_events (workspace_id, page_id, type, source)
    select c.workspace_id, c.id, record_page_event.type, coalesce(nullif(record_page_event.source, ''), 'direct')
    from public.campaigns c
    where c.id = record_page_event.page_id and c.kind = 'page'
    returning 1
  )
  select exists (select 1 from recorded)
$$;
revoke execute on function public.record_page_event(uuid, public.page_event_type, text) from public, anon, authenticated;
grant execute on function public.record_page_event(uuid, public.page_event_type, text) to service_role;

-- The page's analytics per UTC day from since to today, every day present (zeros included): views,
-- form starts, leads captured that day, and views per source as a JSON object. Runs as the caller,
-- so RLS decides; a page the caller cannot see raises 42501. At most a year and a day back.
create function public.page_analytics(page_id uuid, since date)
returns table (day date, views integer, form_starts integer, leads integer, sources jsonb)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
begin
  if page_analytics.since is null or page_analytics.since > today or page_analytics.since < today - 366 then
    raise exception 'since is a day within the last year' using errcode = '22023';
  end if;
  perform 1 from public.campaigns c where c.id = page_analytics.page_id and c.kind = 'page';
  if not found then
    raise exception 'page not found' using errcode = '42501';
  end if;
  return query
    with days as (
      select d::date as day from generate_series(page_analytics.since, today, interval '1 day') d
    ),
    events as (
      select (e.occurred_at at time zone 'UTC')::date as day, e.type, e.source
      from public.page_events e
      where e.page_id = page_analytics.page_id
        and e.occurred_at >= page_analytics.since::timestamp at time zone 'UTC'
    ),
    counted as (
      select ev.day,
             (count(*) filter (where ev.type = 'view'))::integer as views,
             (count(*) filter (where ev.type = 'form_start'))::integer as form_starts
      from events ev group by ev.day
    ),
    by_source as (
      select s.day, jsonb_object_agg(s.source, s.views) as sources
      from (
        select ev.day, ev.source, count(*)::integer as views
        from events ev where ev.type = 'view' group by ev.day, ev.source
      ) s
      group by s.day
    ),
    captured as (
      select (l.created_at at time zone 'UTC')::date as day, count(*)::integer as leads
      from public.leads l
      where l.campaign_id = page_analytics.page_id
        and l.created_at >= page_analytics.since::timestamp at time zone 'UTC'
      group by 1
    )
    select d.day, coalesce(c.views, 0), coalesce(c.form_starts, 0), coalesce(l.leads, 0),
           coalesce(b.sources, '{}'::jsonb)
    from days d
    left join counted c on c.day = d.day
    left join by_source b on b.day = d.day
    left join captured l on l.day = d.day
    order by d.day;
end;
$$;
revoke execute on function public.page_analytics(uuid, date) from public, anon;
grant execute on function public.page_analytics(uuid, date) to authenticated;
