-- A page's analytics panel reads whole UTC days (page_analytics: the last 30 days, per day and
-- source), but page_activity keeps a row per quarter hour and source: up to 30 × 96 × sources rows
-- for a busy page, grouped at read time, so the busiest page cost 2.5× a typical one (issue 24).
-- page_daily_activity keeps the same counts per UTC day and source (30 × sources rows), written by
-- the same statement-level triggers in the same statements, so both tables count each event and
-- lead exactly once, in the same transaction as the row they count.
--
-- page_activity stays: the dashboard and the client report (page_analytics_by_source,
-- page_analytics_by_day) read periods and days in the reader's time zone, which start on a
-- quarter hour in some zones (India +5:30, Nepal +5:45), never on a UTC day.

-- No page event or lead is written while the triggers change and the days are filled from the
-- quarters, so none is counted in one table and not the other.
lock table public.page_events, public.leads in share mode;

create table public.page_daily_activity (
  page_id uuid not null,
  workspace_id uuid not null,
  day date not null,
  source text not null check (source ~ '^[a-z0-9._-]{1,100}$'),
  views integer not null default 0,
  form_starts integer not null default 0,
  leads integer not null default 0,
  primary key (page_id, workspace_id, day, source),
  foreign key (page_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.page_daily_activity is
  'A page''s views, form starts and leads per UTC day and source, kept with page_activity by triggers on page_events and leads.';

-- What one statement added to a page, per quarter hour and source, goes to its quarter's row and
-- then to its UTC day's (the day's sum of those quarters): one copy of both writes for both
-- triggers, so every writer of a page takes the rows' locks in the same order and the days are
-- derived from the quarters as the fill below does. Runs as the triggers' owner (they are
-- definers); no one else calls it.
create function private.add_page_activity(counts public.page_activity[])
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.page_activity as a (page_id, workspace_id, quarter, source, views, form_starts, leads)
  select c.page_id, c.workspace_id, c.quarter, c.source, c.views, c.form_starts, c.leads
  from unnest(add_page_activity.counts) c
  on conflict (page_id, workspace_id, quarter, source) do update set
    views = a.views + excluded.views, form_starts = a.form_starts + excluded.form_starts,
    leads = a.leads + excluded.leads;
  insert into public.page_daily_activity as d (page_id, workspace_id, day, source, views, form_starts, leads)
  select c.page_id, c.workspace_id, (c.quarter at time zone 'UTC')::date, c.source,
         sum(c.views), sum(c.form_starts), sum(c.leads)
  from unnest(add_page_activity.counts) c
  group by 1, 2, 3, 4
  on conflict (page_id, workspace_id, day, source) do update set
    views = d.views + excluded.views, form_starts = d.form_starts + excluded.form_starts,
    leads = d.leads + excluded.leads;
$$;
revoke execute on function private.add_page_activity(public.page_activity[]) from public;

create or replace function private.count_page_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_page_activity(array(
    select row(e.page_id, e.workspace_id, private.quarter_hour(e.occurred_at), e.source,
               (count(*) filter (where e.type = 'view'))::integer,
               (count(*) filter (where e.type = 'form_start'))::integer, 0)::public.page_activity
    from new_rows e
    group by e.page_id, e.workspace_id, private.quarter_hour(e.occurred_at), e.source
  ));
  return null;
end;
$$;

create or replace function private.count_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_page_activity(array(
    select row(l.campaign_id, l.workspace_id, private.quarter_hour(l.created_at), l.source,
               0, 0, count(*)::integer)::public.page_activity
    from new_rows l
    where l.campaign_id is not null
    group by l.campaign_id, l.workspace_id, private.quarter_hour(l.created_at), l.source
  ));
  return null;
end;
$$;

-- The days so far, from the quarters rather than a recount of the rows: a deleted lead stays
-- counted, as it is in page_activity.
insert into public.page_daily_activity (page_id, workspace_id, day, source, views, form_starts, leads)
select a.page_id, a.workspace_id, (a.quarter at time zone 'UTC')::date, a.source,
       sum(a.views), sum(a.form_starts), sum(a.leads)
from public.page_activity a
group by 1, 2, 3, 4;

alter table public.page_daily_activity enable row level security;
revoke all on public.page_daily_activity from anon, authenticated, service_role;
grant select on public.page_daily_activity to authenticated, service_role;

create policy "Daily page activity is visible to the page's readers"
  on public.page_daily_activity for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or page_id in (select private.limited_campaign_ids('viewer'))
  );

-- The page's panel: its UTC days from the daily rows, at most one per day and source.
create or replace function public.page_analytics(page_id uuid, since date)
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
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'since is a day within the last year.';
  end if;
  perform 1 from public.campaigns c where c.id = page_analytics.page_id and c.kind = 'page';
  if not found then
    raise exception 'page_not_found' using errcode = 'PT404';
  end if;
  return query
    with per_day as (
      select a.day, sum(a.views)::integer as views, sum(a.form_starts)::integer as form_starts,
             sum(a.leads)::integer as leads,
             coalesce(jsonb_object_agg(a.source, a.views) filter (where a.views > 0), '{}'::jsonb) as sources
      from public.page_daily_activity a
      where a.page_id = page_analytics.page_id
        and a.day >= page_analytics.since
      group by a.day
    )
    select d::date, coalesce(p.views, 0), coalesce(p.form_starts, 0), coalesce(p.leads, 0),
           coalesce(p.sources, '{}'::jsonb)
    from generate_series(page_analytics.since, today, interval '1 day') d
    left join per_day p on p.day = d::date
    order by 1;
end;
$$;
