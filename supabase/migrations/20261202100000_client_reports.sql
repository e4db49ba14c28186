-- Client reports (docs/analytics.md "The client report"): a client's figures over a period, as a
-- page in the app and as a shareable link that opens without an account, in the client's language.
--
-- A share link copies the client reviewer's link (20261130100000_client_reviewers.sql): a secret
-- made by the database and kept only as its SHA-256 in a private table, an expiry and a revocation,
-- one definer function that turns the secret into its link or into nothing. Unlike a reviewer's
-- link, which the database hands to the function that emails it, a report link is handed once to
-- the member who makes it (they copy it and send it themselves): it cannot be shown again.
--
-- One aggregation: the link's figures are the dashboard's four functions themselves, called by the
-- definer read below with the link's workspace, client and period. As the tables' owner, row-level
-- security does not narrow them, so their arguments do, and no count or rate is written twice.

-- The language a client's reports are in ------------------------------------------------------------

alter table public.clients add column report_locale public.locale not null default 'en';
comment on column public.clients.report_locale is
  'The language of the client''s reports and of the share links made for them, unless a link chooses another.';
grant insert (report_locale), update (report_locale) on public.clients to authenticated;

-- The links -------------------------------------------------------------------------------------------

create table public.client_report_links (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  client_id uuid not null,
  -- The period, as days in the zone of the member who made the link (the dashboard's days).
  first_day date not null,
  last_day date not null,
  time_zone text not null check (length(time_zone) between 1 and 64),
  locale public.locale not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (last_day >= first_day and last_day - first_day < 366),
  foreign key (client_id, workspace_id) references public.clients (id, workspace_id) on delete cascade
);
comment on table public.client_report_links is
  'A client''s report over a period, shared by a link that works without an account until it expires or is revoked.';
create index client_report_links_client_id_workspace_id_created_at_idx
  on public.client_report_links (client_id, workspace_id, created_at desc);
create index client_report_links_workspace_id_idx on public.client_report_links (workspace_id);
create index client_report_links_created_by_idx on public.client_report_links (created_by);
create trigger set_updated_at before update on public.client_report_links
  for each row execute function private.set_updated_at();

-- Revoking is for good: the first revocation's time stays, and a revoked link never comes back.
create function private.keep_report_link_revocation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.revoked_at := case
    when old.revoked_at is not null then old.revoked_at
    when new.revoked_at is not null then now()
  end;
  return new;
end;
$$;
create trigger keep_report_link_revocation before update on public.client_report_links
  for each row execute function private.keep_report_link_revocation();

alter table public.client_report_links enable row level security;
revoke all on public.client_report_links from anon, authenticated, service_role;
-- Made only by create_report_link (which keeps the secret's hash); revoked by an update.
grant select on public.client_report_links to authenticated;
grant update (revoked_at) on public.client_report_links to authenticated;

create policy "Report links are visible to those who reach the client" on public.client_report_links
  for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or client_id in (select private.limited_client_ids('viewer'))
  );
create policy "Editors who reach the client revoke its report links" on public.client_report_links
  for update to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or client_id in (select private.limited_client_ids('editor'))
  )
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or client_id in (select private.limited_client_ids('editor'))
  );

-- The SHA-256 of each link's secret (the secret itself is never stored), in a schema the API does
-- not expose and in no role's grants: only the functions below read it.
create table private.report_link_secrets (
  link_id uuid primary key references public.client_report_links (id) on delete cascade,
  link_hash bytea not null unique
);
revoke all on private.report_link_secrets from public, anon, authenticated, service_role;

-- An editor who reaches the client makes a link for a period (at most 366 days), valid 1 to 90
-- days, in a language (the client's when none is given). The secret is answered once.
create function private.create_report_link(
  client_id uuid,
  first_day date,
  last_day date,
  time_zone text,
  valid_days integer,
  locale public.locale default null
)
returns table (link_id uuid, link_secret text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  client public.clients;
  secret text := encode(extensions.gen_random_bytes(32), 'hex');
  link public.client_report_links;
begin
  select * into client from public.clients c where c.id = create_report_link.client_id;
  if not found or not private.can_reach_client(client.workspace_id, client.id, 'viewer') then
    raise exception 'client_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(client.workspace_id, client.id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not share reports.';
  end if;
  if create_report_link.first_day is null or create_report_link.last_day is null
     or create_report_link.last_day < create_report_link.first_day
     or create_report_link.last_day - create_report_link.first_day >= 366 then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'The period ends on or after its first day and spans at most 366 days.';
  end if;
  if create_report_link.valid_days is null or create_report_link.valid_days not between 1 and 90 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'A link is valid 1 to 90 days.';
  end if;
  perform private.check_time_zone(create_report_link.time_zone);
  insert into public.client_report_links (workspace_id, client_id, first_day, last_day, time_zone, locale, expires_at)
  values (client.workspace_id, client.id, create_report_link.first_day, create_report_link.last_day,
          create_report_link.time_zone, coalesce(create_report_link.locale, client.report_locale),
          now() + make_interval(days => create_report_link.valid_days))
  returning * into link;
  insert into private.report_link_secrets (link_id, link_hash)
  values (link.id, sha256(convert_to(secret, 'UTF8')));
  return query select link.id, secret, link.expires_at;
end;
$$;

-- What a link shows. Null for a secret that names no link; for a link that expired or was revoked,
-- only that and its language (to say so in it); for a live one, the client's figures over the
-- link's period and the period before, from the dashboard's own functions, as they are now.
create function private.report_link_read(link_secret text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link public.client_report_links;
  period_start timestamptz;
  period_end timestamptz;
  previous_start timestamptz;
begin
  if length(report_link_read.link_secret) is distinct from 64 then
    return null;
  end if;
  select l.* into link
  from private.report_link_secrets s
  join public.client_report_links l on l.id = s.link_id
  where s.link_hash = sha256(convert_to(report_link_read.link_secret, 'UTF8'));
  if not found then
    return null;
  end if;
  if link.revoked_at is not null or link.expires_at <= now() then
    return jsonb_build_object(
      'state', case when link.revoked_at is not null then 'revoked' else 'expired' end,
      'locale', link.locale
    );
  end if;
  period_start := link.first_day::timestamp at time zone link.time_zone;
  period_end := (link.last_day + 1)::timestamp at time zone link.time_zone;
  previous_start := (link.first_day - (link.last_day - link.first_day + 1))::timestamp at time zone link.time_zone;
  return jsonb_build_object(
    'state', 'live',
    'locale', link.locale,
    'clientName', (select c.name from public.clients c where c.id = link.client_id),
    'agencyName', (select w.name from public.workspaces w where w.id = link.workspace_id),
    'firstDay', link.first_day,
    'lastDay', link.last_day,
    'timeZone', link.time_zone,
    'expiresAt', link.expires_at,
    'email', jsonb_build_object(
      'campaigns', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from public.email_analytics_by_campaign(
        link.workspace_id, period_start, period_end, link.client_id) r),
      'previous', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from public.email_analytics_by_campaign(
        link.workspace_id, previous_start, period_start, link.client_id) r),
      'days', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from public.email_analytics_by_day(
        link.workspace_id, period_start, period_end, link.time_zone, link.client_id) r)
    ),
    'pages', jsonb_build_object(
      'sources', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from public.page_analytics_by_source(
        link.workspace_id, period_start, period_end, link.client_id) r),
      'previous', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from public.page_analytics_by_source(
        link.workspace_id, previous_start, period_start, link.client_id) r),
      'days', (select coalesce(jsonb_agg(to_jsonb(r)), '[]') from public.page_analytics_by_day(
        link.workspace_id, period_start, period_end, link.time_zone, link.client_id) r)
    )
  );
end;
$$;

revoke execute on function private.create_report_link(uuid, date, date, text, integer, public.locale) from public;
revoke execute on function private.report_link_read(text) from public;
grant execute on function private.create_report_link(uuid, date, date, text, integer, public.locale) to authenticated;
grant execute on function private.report_link_read(text) to anon, authenticated;

create function public.create_report_link(
  client_id uuid,
  first_day date,
  last_day date,
  time_zone text,
  valid_days integer,
  locale public.locale default null
)
returns table (link_id uuid, link_secret text, expires_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.create_report_link($1, $2, $3, $4, $5, $6) $$;

create function public.report_link_read(link_secret text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.report_link_read($1) $$;

revoke execute on function public.create_report_link(uuid, date, date, text, integer, public.locale) from public, anon;
revoke execute on function public.report_link_read(text) from public;
grant execute on function public.create_report_link(uuid, date, date, text, integer, public.locale) to authenticated;
grant execute on function public.report_link_read(text) to anon, authenticated;
