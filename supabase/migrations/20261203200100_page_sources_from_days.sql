-- The dashboard's and the client report's pages per source (page_analytics_by_source, called twice
-- per screen: the period and the one before) read the UTC days wholly inside the period from
-- page_daily_activity and only the quarters outside them from page_activity: about 30 + 96 rows per
-- page and source for 30 days in any zone, where all the quarters were up to 30 × 96. The answer
-- is the same sum: a day is read from the days only when every one of its quarters is in the
-- period, and those quarters are then left out.

create index page_daily_activity_workspace_id_day_idx on public.page_daily_activity (workspace_id, day);

create or replace function public.page_analytics_by_source(
  workspace_id uuid, period_start timestamptz, period_end timestamptz,
  scope_client_id uuid default null, scope_own boolean default false
)
returns table (page_id uuid, name text, client_id uuid, source text, views integer, form_starts integer, leads integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- The whole UTC days: from the first midnight at or after period_start to the first midnight at
  -- or after period_end - 23:45 (a day whose last quarter starts before period_end).
  days_from timestamptz := pg_catalog.date_trunc('day', period_start, 'UTC');
  days_to timestamptz := pg_catalog.date_trunc('day', period_end - interval '23 hours 45 minutes', 'UTC');
begin
  perform private.check_analytics_period(period_start, period_end);
  if days_from < period_start then
    days_from := days_from + interval '1 day';
  end if;
  if days_to < period_end - interval '23 hours 45 minutes' then
    days_to := days_to + interval '1 day';
  end if;
  if days_to < days_from then
    days_to := days_from;
  end if;
  return query
    select x.page_id, c.name, c.client_id, x.source, sum(x.views)::integer, sum(x.form_starts)::integer,
           sum(x.leads)::integer
    from (
      select d.page_id, d.source, d.views, d.form_starts, d.leads
      from public.page_daily_activity d
      where d.workspace_id = page_analytics_by_source.workspace_id
        and d.day >= (days_from at time zone 'UTC')::date and d.day < (days_to at time zone 'UTC')::date
      union all
      select a.page_id, a.source, a.views, a.form_starts, a.leads
      from public.page_activity a
      where a.workspace_id = page_analytics_by_source.workspace_id
        and a.quarter >= period_start and a.quarter < least(period_end, days_from)
      union all
      select a.page_id, a.source, a.views, a.form_starts, a.leads
      from public.page_activity a
      where a.workspace_id = page_analytics_by_source.workspace_id
        and a.quarter >= greatest(period_start, days_to) and a.quarter < period_end
    ) x
    join public.campaigns c on c.id = x.page_id
    where (scope_client_id is null or c.client_id = scope_client_id)
      and (not scope_own or c.client_id is null)
    group by x.page_id, c.name, c.client_id, x.source
    order by x.page_id, x.source;
end;
$$;
