-- Analytics kept up to date as things happen, so no screen scans every recipient or event at read
-- time (issue 23's dashboard, issue 24's flat costs):
--
-- * campaign_counts: one row per campaign, its recipients counted by flag. Statement-level
--   triggers on recipients add what each statement changed (an upload of 100,000 addresses is one
--   grouped insert; a batch of 100 sent is one update).
-- * campaign_activity: a campaign's events per quarter hour (every time zone's day and hour starts
--   on a quarter hour), written by a statement-level trigger on recipient_events: in the same
--   transaction as the events it counts, so each is counted exactly once, duplicates (refused by
--   provider_event_id before they are rows) never, late ones in the quarter they happened.
-- * page_activity: a page's views, form starts and leads per quarter hour and source, from
--   page_events and leads the same way.
--
-- Unsubscribes are counted when the suppression they make is new (an address already suppressed
-- by a bounce or by another campaign counts where it first was).

create function private.quarter_hour(moment timestamptz)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$ select pg_catalog.date_bin('15 minutes', moment, timestamptz '2000-01-01 00:00:00+00') $$;

-- Leads remember where their visitor came from, as views do.
alter table public.leads
  add column source text not null default 'direct' check (source ~ '^[a-z0-9._-]{1,100}$');
comment on column public.leads.source is 'The visit''s source when the lead was captured: direct, a host or a utm_source.';

-- 1. Per campaign ----------------------------------------------------------------------------------

create table public.campaign_counts (
  campaign_id uuid not null,
  workspace_id uuid not null,
  recipients integer not null default 0,
  new integer not null default 0,
  sent integer not null default 0,
  delivered integer not null default 0,
  delayed integer not null default 0,
  opened integer not null default 0,
  clicked integer not null default 0,
  bounced integer not null default 0,
  complained integer not null default 0,
  failed integer not null default 0,
  unsubscribed integer not null default 0,
  first_sent_at timestamptz,
  primary key (campaign_id, workspace_id),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.campaign_counts is
  'A campaign''s recipients counted by flag (new: neither sent nor failed), kept by triggers on recipients; unsubscribed by the suppressions its recipients made.';
create index campaign_counts_workspace_id_first_sent_at_idx on public.campaign_counts (workspace_id, first_sent_at);

create table public.campaign_activity (
  campaign_id uuid not null,
  workspace_id uuid not null,
  quarter timestamptz not null check (quarter = private.quarter_hour(quarter)),
  sent integer not null default 0,
  delivered integer not null default 0,
  delayed integer not null default 0,
  opened integer not null default 0,
  clicked integer not null default 0,
  bounced integer not null default 0,
  complained integer not null default 0,
  failed integer not null default 0,
  first_opens integer not null default 0,
  first_clicks integer not null default 0,
  unsubscribed integer not null default 0,
  primary key (campaign_id, workspace_id, quarter),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.campaign_activity is
  'A campaign''s events per quarter hour by type (first_opens/first_clicks: recipients opening or clicking for the first time), kept by a trigger on recipient_events.';
create index campaign_activity_workspace_id_quarter_idx on public.campaign_activity (workspace_id, quarter);

-- Adds what one statement did to recipients to its campaigns' counts: the rows it added weigh +1,
-- the rows it removed -1 (an update is both), summed per campaign in one statement (an upload of
-- 100,000 rows passes one row per campaign on). The transition tables a trigger declares differ by
-- operation, so the rows are chosen by name in the one query. Only rows that exist are changed:
-- when a campaign is deleted its counts go with it, whichever cascade runs first; a statement that
-- changed no flag (updated_at, message_id, the job) writes nothing, so it takes no lock.
create function private.count_recipient_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format($sql$
    with totals as (
      select x.campaign_id, x.workspace_id, sum(x.weight) as recipients,
             sum(x.weight * (not x.sent and not x.failed)::integer) as new, sum(x.weight * x.sent::integer) as sent,
             sum(x.weight * x.delivered::integer) as delivered, sum(x.weight * x.delayed::integer) as delayed,
             sum(x.weight * x.opened::integer) as opened, sum(x.weight * x.clicked::integer) as clicked,
             sum(x.weight * x.bounced::integer) as bounced, sum(x.weight * x.complained::integer) as complained,
             sum(x.weight * x.failed::integer) as failed, min(x.sent_at) filter (where x.weight > 0) as first_sent_at
      from (%s) x
      group by x.campaign_id, x.workspace_id
    )
    update public.campaign_counts k set
      recipients = k.recipients + t.recipients, new = k.new + t.new, sent = k.sent + t.sent,
      delivered = k.delivered + t.delivered, delayed = k.delayed + t.delayed, opened = k.opened + t.opened,
      clicked = k.clicked + t.clicked, bounced = k.bounced + t.bounced, complained = k.complained + t.complained,
      failed = k.failed + t.failed,
      first_sent_at = least(k.first_sent_at, t.first_sent_at)
    from totals t
    where k.campaign_id = t.campaign_id and k.workspace_id = t.workspace_id
      and ((t.recipients, t.new, t.sent, t.delivered, t.delayed, t.opened, t.clicked, t.bounced, t.complained, t.failed)
             is distinct from (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
           or t.first_sent_at < coalesce(k.first_sent_at, 'infinity'))
  $sql$,
  case tg_op
    when 'INSERT' then 'select n.*, 1 as weight from new_rows n'
    when 'DELETE' then 'select o.*, -1 as weight from old_rows o'
    else 'select n.*, 1 as weight from new_rows n union all select o.*, -1 from old_rows o'
  end);
  return null;
end;
$$;

-- Every campaign has its counts row from the start, so the triggers only ever update.
create function private.create_campaign_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.campaign_counts (campaign_id, workspace_id)
  select n.id, n.workspace_id from new_rows n
  on conflict do nothing;
  return null;
end;
$$;

create trigger create_campaign_counts after insert on public.campaigns
  referencing new table as new_rows
  for each statement execute function private.create_campaign_counts();
create trigger count_inserted_recipients after insert on public.recipients
  referencing new table as new_rows
  for each statement execute function private.count_recipient_changes();
create trigger count_updated_recipients after update on public.recipients
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_recipient_changes();
create trigger count_deleted_recipients after delete on public.recipients
  referencing old table as old_rows
  for each statement execute function private.count_recipient_changes();

-- Runs before record_recipient_event turns the recipient's flags on, so an event whose flag is
-- still off is the recipient's first of its type.
create function private.count_recipient_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.campaign_activity as a (
    campaign_id, workspace_id, quarter, sent, delivered, delayed, opened, clicked, bounced, complained,
    failed, first_opens, first_clicks
  )
  select e.campaign_id, e.workspace_id, private.quarter_hour(e.occurred_at),
         count(*) filter (where e.type = 'sent'),
         count(*) filter (where e.type = 'delivered'),
         count(*) filter (where e.type = 'delivery_delayed'),
         count(*) filter (where e.type = 'opened'),
         count(*) filter (where e.type = 'clicked'),
         count(*) filter (where e.type = 'bounced'),
         count(*) filter (where e.type = 'complained'),
         count(*) filter (where e.type = 'failed'),
         count(distinct e.recipient_id) filter (where e.type = 'opened' and not r.opened),
         count(distinct e.recipient_id) filter (where e.type = 'clicked' and not r.clicked)
  from new_rows e
  join public.recipients r on r.id = e.recipient_id
  group by 1, 2, 3
  on conflict (campaign_id, workspace_id, quarter) do update set
    sent = a.sent + excluded.sent, delivered = a.delivered + excluded.delivered,
    delayed = a.delayed + excluded.delayed, opened = a.opened + excluded.opened,
    clicked = a.clicked + excluded.clicked, bounced = a.bounced + excluded.bounced,
    complained = a.complained + excluded.complained, failed = a.failed + excluded.failed,
    first_opens = a.first_opens + excluded.first_opens, first_clicks = a.first_clicks + excluded.first_clicks;
  return null;
end;
$$;

create trigger count_recipient_events after insert on public.recipient_events
  referencing new table as new_rows
  for each statement execute function private.count_recipient_events();

create function private.count_unsubscribes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Activity first, then counts: the order record_recipient_event takes the same rows in.
  insert into public.campaign_activity as a (campaign_id, workspace_id, quarter, unsubscribed)
  select r.campaign_id, r.workspace_id, private.quarter_hour(s.created_at), count(*)
  from new_rows s
  join public.recipients r on r.id = s.recipient_id
  where s.reason = 'unsubscribed'
  group by 1, 2, 3
  on conflict (campaign_id, workspace_id, quarter) do update set unsubscribed = a.unsubscribed + excluded.unsubscribed;

  update public.campaign_counts k set unsubscribed = k.unsubscribed + m.total
  from (
    select r.campaign_id, r.workspace_id, count(*)::integer as total
    from new_rows s
    join public.recipients r on r.id = s.recipient_id
    where s.reason = 'unsubscribed'
    group by 1, 2
  ) m
  where k.campaign_id = m.campaign_id and k.workspace_id = m.workspace_id;
  return null;
end;
$$;

create trigger count_unsubscribes after insert on public.suppressions
  referencing new table as new_rows
  for each statement execute function private.count_unsubscribes();

-- 2. Per page --------------------------------------------------------------------------------------

create table public.page_activity (
  page_id uuid not null,
  workspace_id uuid not null,
  quarter timestamptz not null check (quarter = private.quarter_hour(quarter)),
  source text not null check (source ~ '^[a-z0-9._-]{1,100}$'),
  views integer not null default 0,
  form_starts integer not null default 0,
  leads integer not null default 0,
  primary key (page_id, workspace_id, quarter, source),
  foreign key (page_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.page_activity is
  'A page''s views, form starts and leads per quarter hour and source, kept by triggers on page_events and leads.';
create index page_activity_workspace_id_quarter_idx on public.page_activity (workspace_id, quarter);

create function private.count_page_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.page_activity as a (page_id, workspace_id, quarter, source, views, form_starts)
  select e.page_id, e.workspace_id, private.quarter_hour(e.occurred_at), e.source,
         count(*) filter (where e.type = 'view'), count(*) filter (where e.type = 'form_start')
  from new_rows e
  group by 1, 2, 3, 4
  on conflict (page_id, workspace_id, quarter, source) do update set
    views = a.views + excluded.views, form_starts = a.form_starts + excluded.form_starts;
  return null;
end;
$$;

create trigger count_page_events after insert on public.page_events
  referencing new table as new_rows
  for each statement execute function private.count_page_events();

-- A lead counts for the page it came from when it is captured; it stays counted when the page
-- is gone (its row goes with the page) or the lead is later deleted, as a view does.
create function private.count_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.page_activity as a (page_id, workspace_id, quarter, source, leads)
  select l.campaign_id, l.workspace_id, private.quarter_hour(l.created_at), l.source, count(*)
  from new_rows l
  where l.campaign_id is not null
  group by 1, 2, 3, 4
  on conflict (page_id, workspace_id, quarter, source) do update set leads = a.leads + excluded.leads;
  return null;
end;
$$;

create trigger count_leads after insert on public.leads
  referencing new table as new_rows
  for each statement execute function private.count_leads();

-- 3. What exists already ---------------------------------------------------------------------------

insert into public.campaign_counts (campaign_id, workspace_id, recipients, new, sent, delivered, delayed,
  opened, clicked, bounced, complained, failed, unsubscribed, first_sent_at)
select c.id, c.workspace_id,
       count(r.id), count(r.id) filter (where not r.sent and not r.failed), count(r.id) filter (where r.sent),
       count(r.id) filter (where r.delivered), count(r.id) filter (where r.delayed),
       count(r.id) filter (where r.opened), count(r.id) filter (where r.clicked),
       count(r.id) filter (where r.bounced), count(r.id) filter (where r.complained),
       count(r.id) filter (where r.failed),
       (select count(*) from public.suppressions s join public.recipients sr on sr.id = s.recipient_id
        where sr.campaign_id = c.id and s.reason = 'unsubscribed'),
       min(r.sent_at)
from public.campaigns c
left join public.recipients r on r.campaign_id = c.id
group by c.id, c.workspace_id;

insert into public.campaign_activity (campaign_id, workspace_id, quarter, sent, delivered, delayed, opened,
  clicked, bounced, complained, failed, first_opens, first_clicks)
select e.campaign_id, e.workspace_id, private.quarter_hour(e.occurred_at),
       count(*) filter (where e.type = 'sent'), count(*) filter (where e.type = 'delivered'),
       count(*) filter (where e.type = 'delivery_delayed'), count(*) filter (where e.type = 'opened'),
       count(*) filter (where e.type = 'clicked'), count(*) filter (where e.type = 'bounced'),
       count(*) filter (where e.type = 'complained'), count(*) filter (where e.type = 'failed'),
       count(*) filter (where e.type = 'opened' and e.first_of_type),
       count(*) filter (where e.type = 'clicked' and e.first_of_type)
from (
  select ev.*, row_number() over (partition by ev.recipient_id, ev.type order by ev.occurred_at, ev.id) = 1 as first_of_type
  from public.recipient_events ev
) e
group by 1, 2, 3;

insert into public.campaign_activity as a (campaign_id, workspace_id, quarter, unsubscribed)
select r.campaign_id, r.workspace_id, private.quarter_hour(s.created_at), count(*)
from public.suppressions s
join public.recipients r on r.id = s.recipient_id
where s.reason = 'unsubscribed'
group by 1, 2, 3
on conflict (campaign_id, workspace_id, quarter) do update set unsubscribed = excluded.unsubscribed;

insert into public.page_activity (page_id, workspace_id, quarter, source, views, form_starts, leads)
select x.page_id, x.workspace_id, x.quarter, x.source, sum(x.views), sum(x.form_starts), sum(x.leads)
from (
  select e.page_id, e.workspace_id, private.quarter_hour(e.occurred_at) as quarter, e.source,
         (e.type = 'view')::integer as views, (e.type = 'form_start')::integer as form_starts, 0 as leads
  from public.page_events e
  union all
  select l.campaign_id, l.workspace_id, private.quarter_hour(l.created_at), l.source, 0, 0, 1
  from public.leads l
  join public.campaigns c on c.id = l.campaign_id and c.kind = 'page'
) x
group by 1, 2, 3, 4;

-- 4. Who reads them --------------------------------------------------------------------------------

alter table public.campaign_counts enable row level security;
alter table public.campaign_activity enable row level security;
alter table public.page_activity enable row level security;
revoke all on public.campaign_counts, public.campaign_activity, public.page_activity from anon, authenticated, service_role;
grant select on public.campaign_counts, public.campaign_activity, public.page_activity to authenticated, service_role;

create policy "Campaign counts are visible to the campaign's readers"
  on public.campaign_counts for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

create policy "Campaign activity is visible to the campaign's readers"
  on public.campaign_activity for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

create policy "Page activity is visible to the page's readers"
  on public.page_activity for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or page_id in (select private.limited_campaign_ids('viewer'))
  );

-- 5. The reads: the same answers as before, from the counts ---------------------------------------

drop function public.recipient_summary(uuid);
create function public.recipient_summary(campaign_id uuid)
returns table (
  total integer, already_sent integer, delivered integer, opened integer, clicked integer,
  bounced integer, failed integer, complained integer, delayed integer, new integer, unsubscribed integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = recipient_summary.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  select k.recipients, k.sent, k.delivered, k.opened, k.clicked, k.bounced, k.failed, k.complained,
         k.delayed, k.new, k.unsubscribed
  into total, already_sent, delivered, opened, clicked, bounced, failed, complained, delayed, new, unsubscribed
  from public.campaign_counts k
  where k.campaign_id = recipient_summary.campaign_id;
  return next;
end;
$$;
revoke execute on function public.recipient_summary(uuid) from public, anon;
grant execute on function public.recipient_summary(uuid) to authenticated, service_role;

-- Raises invalid_time_zone unless Postgres knows the zone.
create function private.check_time_zone(time_zone text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if check_time_zone.time_zone is null then
    raise exception 'invalid_time_zone' using errcode = 'PT422';
  end if;
  perform pg_catalog.date_trunc('hour', pg_catalog.now(), check_time_zone.time_zone);
exception when invalid_parameter_value then
  raise exception 'invalid_time_zone' using errcode = 'PT422';
end;
$$;

create or replace function public.campaign_event_timeline(campaign_id uuid, bucket text default 'hour', time_zone text default 'UTC')
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
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'bucket is hour or day.';
  end if;
  perform private.check_time_zone(campaign_event_timeline.time_zone);
  perform 1 from public.campaigns c where c.id = campaign_event_timeline.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  return query
    select date_trunc(campaign_event_timeline.bucket, a.quarter, campaign_event_timeline.time_zone),
           sum(a.sent)::integer, sum(a.delivered)::integer, sum(a.opened)::integer, sum(a.clicked)::integer,
           sum(a.bounced)::integer, sum(a.complained)::integer, sum(a.failed)::integer
    from public.campaign_activity a
    where a.campaign_id = campaign_event_timeline.campaign_id
      and (a.sent, a.delivered, a.opened, a.clicked, a.bounced, a.complained, a.failed)
          is distinct from (0, 0, 0, 0, 0, 0, 0)
    group by 1
    order by 1;
end;
$$;

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
    with activity as (
      select (a.quarter at time zone 'UTC')::date as day, a.source, a.views, a.form_starts, a.leads
      from public.page_activity a
      where a.page_id = page_analytics.page_id
        and a.quarter >= page_analytics.since::timestamp at time zone 'UTC'
    ),
    per_day as (
      select x.day, sum(x.views)::integer as views, sum(x.form_starts)::integer as form_starts,
             sum(x.leads)::integer as leads
      from activity x group by x.day
    ),
    by_source as (
      select s.day, jsonb_object_agg(s.source, s.views) as sources
      from (
        select x.day, x.source, sum(x.views)::integer as views
        from activity x group by x.day, x.source having sum(x.views) > 0
      ) s
      group by s.day
    )
    select d::date, coalesce(p.views, 0), coalesce(p.form_starts, 0), coalesce(p.leads, 0),
           coalesce(b.sources, '{}'::jsonb)
    from generate_series(page_analytics.since, today, interval '1 day') d
    left join per_day p on p.day = d::date
    left join by_source b on b.day = d::date
    order by 1;
end;
$$;

-- 6. The dashboard: a workspace's (or one client's) campaigns and pages over a period -------------
-- scope_client_id narrows to one client; scope_own to the workspace's own work (no client). All run as
-- the caller: RLS on the counts and on campaigns decides, so a member limited to some clients sees
-- only theirs.

create function private.check_analytics_period(period_start timestamptz, period_end timestamptz)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if period_start is null or period_end is null or period_end <= period_start
     or period_end - period_start > interval '400 days' then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'The period ends after it starts and spans at most 400 days.';
  end if;
end;
$$;

-- Campaigns whose first message went out in the period, with their counts to date: the figures
-- each campaign's own analytics shows.
create function public.email_analytics_by_campaign(
  workspace_id uuid, period_start timestamptz, period_end timestamptz,
  scope_client_id uuid default null, scope_own boolean default false
)
returns table (
  campaign_id uuid, name text, client_id uuid, first_sent_at timestamptz, recipients integer,
  sent integer, delivered integer, opened integer, clicked integer, bounced integer,
  complained integer, failed integer, unsubscribed integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_analytics_period(period_start, period_end);
  return query
    select k.campaign_id, c.name, c.client_id, k.first_sent_at, k.recipients, k.sent, k.delivered,
           k.opened, k.clicked, k.bounced, k.complained, k.failed, k.unsubscribed
    from public.campaign_counts k
    join public.campaigns c on c.id = k.campaign_id
    where k.workspace_id = email_analytics_by_campaign.workspace_id
      and k.first_sent_at >= period_start and k.first_sent_at < period_end
      and c.kind = 'email'
      and (scope_client_id is null or c.client_id = scope_client_id)
      and (not scope_own or c.client_id is null)
    order by k.first_sent_at desc, k.campaign_id;
end;
$$;

-- What happened each day of the period (in time_zone) to the scope's campaigns, whenever they
-- were sent. first_opens/first_clicks count each recipient once.
create function public.email_analytics_by_day(
  workspace_id uuid, period_start timestamptz, period_end timestamptz, time_zone text,
  scope_client_id uuid default null, scope_own boolean default false
)
returns table (
  day date, sent integer, delivered integer, opened integer, clicked integer, first_opens integer,
  first_clicks integer, bounced integer, complained integer, unsubscribed integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_analytics_period(period_start, period_end);
  perform private.check_time_zone(email_analytics_by_day.time_zone);
  -- Summed per quarter first: the time zone is then applied once per quarter, not per row.
  return query
    select (q.quarter at time zone email_analytics_by_day.time_zone)::date,
           sum(q.sent)::integer, sum(q.delivered)::integer, sum(q.opened)::integer, sum(q.clicked)::integer,
           sum(q.first_opens)::integer, sum(q.first_clicks)::integer, sum(q.bounced)::integer,
           sum(q.complained)::integer, sum(q.unsubscribed)::integer
    from (
      select a.quarter, sum(a.sent) as sent, sum(a.delivered) as delivered, sum(a.opened) as opened,
             sum(a.clicked) as clicked, sum(a.first_opens) as first_opens, sum(a.first_clicks) as first_clicks,
             sum(a.bounced) as bounced, sum(a.complained) as complained, sum(a.unsubscribed) as unsubscribed
      from public.campaign_activity a
      where a.workspace_id = email_analytics_by_day.workspace_id
        and a.quarter >= period_start and a.quarter < period_end
        and a.campaign_id in (
          select c.id from public.campaigns c
          where c.workspace_id = email_analytics_by_day.workspace_id
            and (scope_client_id is null or c.client_id = scope_client_id)
            and (not scope_own or c.client_id is null)
        )
      group by a.quarter
    ) q
    group by 1
    order by 1;
end;
$$;

-- Each page's views, form starts and leads in the period, per source.
create function public.page_analytics_by_source(
  workspace_id uuid, period_start timestamptz, period_end timestamptz,
  scope_client_id uuid default null, scope_own boolean default false
)
returns table (page_id uuid, name text, client_id uuid, source text, views integer, form_starts integer, leads integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_analytics_period(period_start, period_end);
  return query
    select a.page_id, c.name, c.client_id, a.source, sum(a.views)::integer, sum(a.form_starts)::integer,
           sum(a.leads)::integer
    from public.page_activity a
    join public.campaigns c on c.id = a.page_id
    where a.workspace_id = page_analytics_by_source.workspace_id
      and a.quarter >= period_start and a.quarter < period_end
      and (scope_client_id is null or c.client_id = scope_client_id)
      and (not scope_own or c.client_id is null)
    group by a.page_id, c.name, c.client_id, a.source
    order by a.page_id, a.source;
end;
$$;

create function public.page_analytics_by_day(
  workspace_id uuid, period_start timestamptz, period_end timestamptz, time_zone text,
  scope_client_id uuid default null, scope_own boolean default false
)
returns table (day date, views integer, form_starts integer, leads integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform private.check_analytics_period(period_start, period_end);
  perform private.check_time_zone(page_analytics_by_day.time_zone);
  return query
    select (q.quarter at time zone page_analytics_by_day.time_zone)::date,
           sum(q.views)::integer, sum(q.form_starts)::integer, sum(q.leads)::integer
    from (
      select a.quarter, sum(a.views) as views, sum(a.form_starts) as form_starts, sum(a.leads) as leads
      from public.page_activity a
      where a.workspace_id = page_analytics_by_day.workspace_id
        and a.quarter >= period_start and a.quarter < period_end
        and a.page_id in (
          select c.id from public.campaigns c
          where c.workspace_id = page_analytics_by_day.workspace_id
            and (scope_client_id is null or c.client_id = scope_client_id)
            and (not scope_own or c.client_id is null)
        )
      group by a.quarter
    ) q
    group by 1
    order by 1;
end;
$$;

grant execute on function
  private.check_time_zone(text), private.check_analytics_period(timestamptz, timestamptz)
  to authenticated;
revoke execute on function
  public.email_analytics_by_campaign(uuid, timestamptz, timestamptz, uuid, boolean),
  public.email_analytics_by_day(uuid, timestamptz, timestamptz, text, uuid, boolean),
  public.page_analytics_by_source(uuid, timestamptz, timestamptz, uuid, boolean),
  public.page_analytics_by_day(uuid, timestamptz, timestamptz, text, uuid, boolean)
  from public, anon;
grant execute on function
  public.email_analytics_by_campaign(uuid, timestamptz, timestamptz, uuid, boolean),
  public.email_analytics_by_day(uuid, timestamptz, timestamptz, text, uuid, boolean),
  public.page_analytics_by_source(uuid, timestamptz, timestamptz, uuid, boolean),
  public.page_analytics_by_day(uuid, timestamptz, timestamptz, text, uuid, boolean)
  to authenticated;
