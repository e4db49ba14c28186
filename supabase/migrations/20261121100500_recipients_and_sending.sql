-- Recipients, their delivery events, the workspace suppression list and send jobs; the allowance.

create type public.recipient_event_type as enum (
  'sent', 'delivered', 'delivery_delayed', 'opened', 'clicked', 'bounced', 'complained', 'failed'
);
create type public.suppression_reason as enum ('unsubscribed', 'bounced', 'complained');
create type public.send_job_status as enum ('queued', 'running', 'paused', 'finished', 'failed', 'cancelled');

-- A send: the recipients it holds (its share of the allowance), a bookmark and counters, so a
-- processor that stops resumes where it stopped.
create table public.send_jobs (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  status public.send_job_status not null default 'queued',
  total_recipients integer not null default 0 check (total_recipients >= 0),
  sent_count integer not null default 0 check (sent_count >= 0),
  failed_count integer not null default 0 check (failed_count >= 0),
  skipped_count integer not null default 0 check (skipped_count >= 0),
  bookmark bigint not null default 0,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (length(last_error) <= 2000),
  locked_until timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade,
  check (sent_count + failed_count + skipped_count <= total_recipients)
);
comment on table public.send_jobs is 'One send of a campaign. bookmark is the last recipient id handled.';
comment on column public.send_jobs.total_recipients is 'Recipients the job holds; the allowance used is the sum over jobs.';
create index send_jobs_campaign_id_workspace_id_idx on public.send_jobs (campaign_id, workspace_id);
create index send_jobs_created_by_idx on public.send_jobs (created_by);
-- Two ship clicks make one job.
create unique index send_jobs_one_active_per_campaign_idx on public.send_jobs (campaign_id)
  where status in ('queued', 'running', 'paused');

create table public.recipients (
  id bigint generated always as identity primary key,
  workspace_id uuid not null,
  campaign_id uuid not null,
  email text not null check (email = lower(email) and private.is_valid_email(email)),
  send_job_id uuid references public.send_jobs (id) on delete set null,
  message_id text unique,
  unsubscribe_token uuid not null unique default gen_random_uuid(),
  sent boolean not null default false,
  delivered boolean not null default false,
  opened boolean not null default false,
  clicked boolean not null default false,
  bounced boolean not null default false,
  failed boolean not null default false,
  complained boolean not null default false,
  delayed boolean not null default false,
  sent_at timestamptz,
  last_event_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade,
  unique (campaign_id, email)
);
comment on table public.recipients is 'Addresses of a campaign (lower-case, unique per campaign) and their delivery flags.';
comment on column public.recipients.send_job_id is 'The job that holds this recipient; null while new.';
comment on column public.recipients.message_id is 'The provider''s message id, set when sent.';
create index recipients_campaign_id_workspace_id_idx on public.recipients (campaign_id, workspace_id);
create index recipients_send_job_id_idx on public.recipients (send_job_id);

create table public.recipient_events (
  id bigint generated always as identity primary key,
  workspace_id uuid not null,
  campaign_id uuid not null,
  recipient_id bigint not null references public.recipients (id) on delete cascade,
  type public.recipient_event_type not null,
  provider_event_id text not null unique,
  occurred_at timestamptz not null,
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.recipient_events is 'Delivery and engagement events from the provider, once each (provider_event_id).';
create index recipient_events_recipient_id_idx on public.recipient_events (recipient_id, occurred_at);
create index recipient_events_campaign_id_workspace_id_occurred_at_idx
  on public.recipient_events (campaign_id, workspace_id, occurred_at);

create table public.suppressions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null check (email = lower(email) and private.is_valid_email(email)),
  reason public.suppression_reason not null,
  recipient_id bigint references public.recipients (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (workspace_id, email)
);
comment on table public.suppressions is 'Addresses no send of the workspace reaches again: unsubscribed, hard bounced, complained.';
create index suppressions_recipient_id_idx on public.suppressions (recipient_id);

create trigger set_updated_at before update on public.send_jobs
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.recipients
  for each row execute function private.set_updated_at();

-- Row-level security -----------------------------------------------------------------------------

alter table public.send_jobs enable row level security;
alter table public.recipients enable row level security;
alter table public.recipient_events enable row level security;
alter table public.suppressions enable row level security;
revoke all on public.send_jobs, public.recipients, public.recipient_events, public.suppressions
  from anon, authenticated;

grant select on public.send_jobs, public.recipient_events, public.suppressions to authenticated;
grant select, delete on public.recipients to authenticated;
grant insert (workspace_id, campaign_id, email) on public.recipients to authenticated;

create policy "Send jobs are visible to workspace members"
  on public.send_jobs for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Recipients are visible to workspace members"
  on public.recipients for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Recipients can be uploaded by workspace members"
  on public.recipients for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Recipients not yet sent can be removed by workspace members"
  on public.recipients for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids()) and send_job_id is null and not sent);

create policy "Recipient events are visible to workspace members"
  on public.recipient_events for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "The suppression list is visible to workspace members"
  on public.suppressions for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

-- Functions the app calls ------------------------------------------------------------------------

-- Adds addresses to a campaign in one set-based statement: trimmed, lower-cased, validated, and
-- deduplicated within the call and against the campaign. Security invoker: the insert policy
-- decides. Returns one row: how many were inserted, how many were duplicates, how many were invalid.
create function public.add_recipients(campaign_id uuid, emails text[])
returns table (inserted integer, duplicates integer, invalid integer)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target_workspace uuid;
  given integer := coalesce(cardinality(emails), 0);
  valid integer;
begin
  select c.workspace_id into target_workspace from public.campaigns c where c.id = add_recipients.campaign_id;
  if not found then
    raise exception 'campaign not found' using errcode = '42501';
  end if;
  if given > 100000 then
    raise exception 'at most 100000 addresses per call' using errcode = '22023';
  end if;

  with normalized as (
    select private.normalize_email(e.address) as email, e.position
    from unnest(emails) with ordinality as e(address, position)
  ),
  valid_addresses as (
    select n.email, min(n.position) as first_position, count(*) as occurrences
    from normalized n
    where private.is_valid_email(n.email)
    group by n.email
  ),
  added as (
    insert into public.recipients (workspace_id, campaign_id, email)
    select target_workspace, add_recipients.campaign_id, v.email
    from valid_addresses v
    order by v.first_position
    on conflict on constraint recipients_campaign_id_email_key do nothing
    returning 1
  )
  select (select count(*) from added), (select coalesce(sum(v.occurrences), 0) from valid_addresses v)
  into inserted, valid;

  invalid := given - valid;
  duplicates := valid - inserted;
  return next;
end;
$$;
grant execute on function public.add_recipients(uuid, text[]) to authenticated, service_role;

-- The counts of the publish screen. "new" are recipients neither sent nor failed.
create function public.recipient_summary(campaign_id uuid)
returns table (
  total integer, already_sent integer, delivered integer, opened integer, clicked integer,
  bounced integer, failed integer, complained integer, delayed integer, new integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = recipient_summary.campaign_id;
  if not found then
    raise exception 'campaign not found' using errcode = '42501';
  end if;
  select count(*), count(*) filter (where r.sent), count(*) filter (where r.delivered),
         count(*) filter (where r.opened), count(*) filter (where r.clicked), count(*) filter (where r.bounced),
         count(*) filter (where r.failed), count(*) filter (where r.complained), count(*) filter (where r.delayed),
         count(*) filter (where not r.sent and not r.failed)
  into total, already_sent, delivered, opened, clicked, bounced, failed, complained, delayed, new
  from public.recipients r
  where r.campaign_id = recipient_summary.campaign_id;
  return next;
end;
$$;
grant execute on function public.recipient_summary(uuid) to authenticated, service_role;

-- Recipients allowed (paid purchases), used (held by send jobs) and remaining.
create function public.campaign_usage(campaign_id uuid)
returns table (allowed integer, used integer, remaining integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = campaign_usage.campaign_id;
  if not found then
    raise exception 'campaign not found' using errcode = '42501';
  end if;
  select coalesce(sum(p.recipients), 0) into allowed
  from public.campaign_purchases p
  where p.campaign_id = campaign_usage.campaign_id and p.status = 'paid';
  select coalesce(sum(j.total_recipients), 0) into used
  from public.send_jobs j
  where j.campaign_id = campaign_usage.campaign_id;
  remaining := greatest(allowed - used, 0);
  return next;
end;
$$;
grant execute on function public.campaign_usage(uuid) to authenticated, service_role;

-- Ships an email campaign: checks it can be sent, then records one send job holding the next new,
-- unsuppressed recipients up to the remaining allowance. The campaign row is locked for the whole
-- decision, so concurrent calls queue up and never hand out more than was paid for; a call while
-- a job is active returns that job. Errors carry a key: campaign_not_ready, sender_required,
-- subject_required, postal_address_required, no_payment, no_recipients_left, no_recipients.
create function public.ship_campaign(campaign_id uuid)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  place public.workspaces;
  active public.send_jobs;
  allowance record;
  job public.send_jobs;
  held integer;
begin
  select * into target from public.campaigns c where c.id = ship_campaign.campaign_id for update;
  if not found or (
    coalesce(auth.role(), '') <> 'service_role' and not private.has_role_on_workspace(target.workspace_id)
  ) then
    raise exception 'campaign not found' using errcode = '42501';
  end if;

  select * into active from public.send_jobs j
  where j.campaign_id = target.id and j.status in ('queued', 'running', 'paused');
  if found then
    return active;
  end if;

  if target.kind <> 'email' or target.status not in ('ready', 'sent') or target.html is null then
    raise exception 'campaign_not_ready' using errcode = 'P0001',
      detail = 'Only a ready email campaign with content can be sent.';
  end if;
  if coalesce(btrim(target.sender_name), '') = '' or coalesce(btrim(target.sender_domain), '') = '' then
    raise exception 'sender_required' using errcode = 'P0001', detail = 'The sender information cannot be empty.';
  end if;
  if coalesce(btrim(target.subject), '') = '' then
    raise exception 'subject_required' using errcode = 'P0001';
  end if;
  select * into place from public.workspaces w where w.id = target.workspace_id;
  if coalesce(btrim(place.contact_street), '') = '' or coalesce(btrim(place.contact_city), '') = ''
     or coalesce(btrim(place.contact_zip), '') = '' or place.contact_country is null then
    raise exception 'postal_address_required' using errcode = 'P0001',
      detail = 'Every message carries the workspace''s postal address.';
  end if;

  -- As campaign_usage computes it, but read inside the lock and past RLS.
  select coalesce((select sum(p.recipients) from public.campaign_purchases p
                   where p.campaign_id = target.id and p.status = 'paid'), 0) as allowed,
         coalesce((select sum(j.total_recipients) from public.send_jobs j
                   where j.campaign_id = target.id), 0) as used
  into allowance;
  if allowance.allowed = 0 then
    raise exception 'no_payment' using errcode = 'P0001', detail = 'Sending requires a paid package.';
  end if;
  if allowance.allowed <= allowance.used then
    raise exception 'no_recipients_left' using errcode = 'P0001', detail = 'No recipients remaining.';
  end if;

  insert into public.send_jobs (workspace_id, campaign_id, created_by)
  values (target.workspace_id, target.id, auth.uid())
  returning * into job;

  update public.recipients r set send_job_id = job.id
  where r.id in (
    select n.id from public.recipients n
    where n.campaign_id = target.id and n.send_job_id is null and not n.sent
      and not exists (
        select 1 from public.suppressions s where s.workspace_id = target.workspace_id and s.email = n.email
      )
    order by n.id
    limit allowance.allowed - allowance.used
  );
  get diagnostics held = row_count;
  if held = 0 then
    raise exception 'no_recipients' using errcode = 'P0001', detail = 'There are no new recipients to send to.';
  end if;

  update public.send_jobs j set total_recipients = held where j.id = job.id returning * into job;
  update public.campaigns c set status = 'sending' where c.id = target.id;
  return job;
end;
$$;
grant execute on function public.ship_campaign(uuid) to authenticated, service_role;

-- Webhook-only functions (service role) ----------------------------------------------------------

-- Records one provider event, once: the event row, the recipient's flag (flags only ever turn on,
-- so events arriving out of order never undo one another), and the suppression a hard bounce or a
-- complaint implies. Returns 'recorded', 'duplicate' or 'unknown_message'.
create function public.record_recipient_event(
  provider_event_id text,
  message_id text,
  type public.recipient_event_type,
  occurred_at timestamptz,
  payload jsonb default '{}',
  permanent_bounce boolean default true
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.recipients;
  event_id bigint;
begin
  select * into target from public.recipients r where r.message_id = record_recipient_event.message_id;
  if not found then
    return 'unknown_message';
  end if;
  insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at, payload)
  values (target.workspace_id, target.campaign_id, target.id, record_recipient_event.type,
          record_recipient_event.provider_event_id, record_recipient_event.occurred_at,
          coalesce(record_recipient_event.payload, '{}'))
  on conflict on constraint recipient_events_provider_event_id_key do nothing
  returning id into event_id;
  if event_id is null then
    return 'duplicate';
  end if;

  update public.recipients r set
    sent = r.sent or record_recipient_event.type <> 'failed',
    sent_at = coalesce(r.sent_at, case when record_recipient_event.type <> 'failed' then record_recipient_event.occurred_at end),
    delivered = r.delivered or record_recipient_event.type = 'delivered',
    delayed = r.delayed or record_recipient_event.type = 'delivery_delayed',
    opened = r.opened or record_recipient_event.type = 'opened',
    clicked = r.clicked or record_recipient_event.type = 'clicked',
    bounced = r.bounced or record_recipient_event.type = 'bounced',
    complained = r.complained or record_recipient_event.type = 'complained',
    failed = r.failed or record_recipient_event.type = 'failed',
    last_event_at = greatest(r.last_event_at, record_recipient_event.occurred_at)
  where r.id = target.id;

  if record_recipient_event.type = 'complained'
     or (record_recipient_event.type = 'bounced' and record_recipient_event.permanent_bounce) then
    insert into public.suppressions (workspace_id, email, reason, recipient_id)
    values (target.workspace_id, target.email,
            case when record_recipient_event.type = 'complained' then 'complained' else 'bounced' end::public.suppression_reason,
            target.id)
    on conflict (workspace_id, email) do nothing;
  end if;
  return 'recorded';
end;
$$;
grant execute on function public.record_recipient_event(text, text, public.recipient_event_type, timestamptz, jsonb, boolean)
  to service_role;

-- The unsubscribe link's token: suppresses the address for the whole workspace (idempotent) and
-- returns what the confirmation page shows. No row when the token is unknown.
create function public.unsubscribe(token uuid)
returns table (email text, workspace_name text, locale public.locale)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.recipients;
begin
  select * into target from public.recipients r where r.unsubscribe_token = unsubscribe.token;
  if not found then
    return;
  end if;
  insert into public.suppressions (workspace_id, email, reason, recipient_id)
  values (target.workspace_id, target.email, 'unsubscribed', target.id)
  on conflict on constraint suppressions_workspace_id_email_key do nothing;
  return query
    select target.email, w.name, w.locale from public.workspaces w where w.id = target.workspace_id;
end;
$$;
grant execute on function public.unsubscribe(uuid) to service_role;
