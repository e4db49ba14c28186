-- Sender domains as data (issue 19; docs/domains.md).
--
-- A domain a campaign is sent from belongs to one workspace (optionally to one of its clients) and
-- is authenticated in the product's Resend account. The name is unique across all workspaces: once
-- one workspace has claimed it, no other can claim it or send from it. A claim never verified
-- within 72 hours (Resend's own verification window) is released to the next workspace that adds
-- the name, so nobody can squat a domain whose DNS they do not control; the sender-domains
-- function then recreates it in Resend, which gives it new DKIM keys.

create type public.sender_domain_status as enum ('not_started', 'pending', 'verified', 'failed', 'temporary_failure');

create table public.sender_domains (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  client_id uuid,
  name text not null unique check (name = lower(name) and private.is_valid_domain(name)),
  status public.sender_domain_status not null default 'not_started',
  records jsonb not null default '[]' check (jsonb_typeof(records) = 'array' and pg_column_size(records) <= 65536),
  provider_id text unique check (length(provider_id) <= 200),
  region text check (length(region) <= 50),
  checked_at timestamptz,
  verified_at timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A client's domain stays in the client's workspace; deleting the client leaves it workspace-wide.
  foreign key (client_id, workspace_id) references public.clients (id, workspace_id) on delete set null (client_id)
);
comment on table public.sender_domains is
  'A domain campaigns are sent from, authenticated in the product''s Resend account; one workspace per name.';
comment on column public.sender_domains.records is 'The DNS records Resend asks for, as Resend returns them.';
comment on column public.sender_domains.provider_id is 'Resend''s domain id; never shown to the browser.';
create index sender_domains_workspace_id_idx on public.sender_domains (workspace_id);
create index sender_domains_client_id_workspace_id_idx on public.sender_domains (client_id, workspace_id);
create index sender_domains_created_by_idx on public.sender_domains (created_by);

create trigger set_updated_at before update on public.sender_domains
  for each row execute function private.set_updated_at();

alter table public.sender_domains enable row level security;
revoke all on public.sender_domains from anon, authenticated, service_role;
grant select, delete on public.sender_domains to authenticated;
-- The sender-domains function stores what Resend answers, and removes a claim Resend refused.
grant select, delete on public.sender_domains to service_role;
grant update (status, records, provider_id, region, checked_at, verified_at) on public.sender_domains to service_role;

create policy "Sender domains are visible to workspace members"
  on public.sender_domains for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Sender domains can be removed by workspace admins"
  on public.sender_domains for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

-- Whether a send job that has not ended sends from the domain.
create function private.refuse_removing_domain_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.send_jobs j
    where j.workspace_id = old.workspace_id and j.sender_domain = old.name
      and j.status in ('queued', 'running', 'paused')
  ) then
    raise exception 'sender_domain_in_use' using errcode = 'P0001',
      detail = 'A campaign is being sent from this domain; remove it once the send has ended.';
  end if;
  return old;
end;
$$;
revoke execute on function private.refuse_removing_domain_in_use() from public;

-- send_jobs.sender_domain is added by 20261127100100_send_guardrails.sql; the trigger is created
-- there, once the column exists.

-- Claims a domain for a workspace (owners and admins). Security definer: a stale claim of another
-- workspace, which the caller cannot see, is released here.
create function private.claim_sender_domain(workspace_id uuid, name text, client_id uuid default null)
returns public.sender_domains
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := lower(rtrim(btrim(coalesce(claim_sender_domain.name, '')), '.'));
  existing public.sender_domains;
  claimed public.sender_domains;
begin
  if not private.has_role_on_workspace(claim_sender_domain.workspace_id, 'admin') then
    raise exception 'workspace not found' using errcode = '42501';
  end if;
  if not coalesce(private.is_valid_domain(wanted), false) then
    raise exception 'invalid_sender_domain' using errcode = '22023',
      detail = 'A domain name such as news.example.com.';
  end if;
  if claim_sender_domain.client_id is not null and not exists (
    select 1 from public.clients c
    where c.id = claim_sender_domain.client_id and c.workspace_id = claim_sender_domain.workspace_id
  ) then
    raise exception 'client not found' using errcode = '42501';
  end if;

  -- One decision per name at a time: two workspaces adding it together queue here.
  perform pg_advisory_xact_lock(hashtextextended('sender_domain:' || wanted, 0));
  select * into existing from public.sender_domains d where d.name = wanted;
  if found then
    if existing.workspace_id = claim_sender_domain.workspace_id then
      return existing;
    end if;
    -- A domain verified once stays its workspace's through a DNS hiccup (failed, temporary_failure).
    if existing.verified_at is not null or existing.status = 'verified'
       or existing.created_at > now() - interval '72 hours' then
      raise exception 'sender_domain_claimed' using errcode = 'P0001',
        detail = 'Another account uses this domain.';
    end if;
    delete from public.sender_domains d where d.id = existing.id;
  end if;

  if (select count(*) from public.sender_domains d where d.workspace_id = claim_sender_domain.workspace_id) >= 50 then
    raise exception 'sender_domain_limit' using errcode = 'P0001', detail = 'A workspace has at most 50 sending domains.';
  end if;

  insert into public.sender_domains (workspace_id, client_id, name, created_by)
  values (claim_sender_domain.workspace_id, claim_sender_domain.client_id, wanted, auth.uid())
  returning * into claimed;
  return claimed;
end;
$$;
revoke execute on function private.claim_sender_domain(uuid, text, uuid) from public;
grant execute on function private.claim_sender_domain(uuid, text, uuid) to authenticated;

create function public.claim_sender_domain(workspace_id uuid, name text, client_id uuid default null)
returns public.sender_domains
language sql
security invoker
set search_path = ''
as $$ select private.claim_sender_domain($1, $2, $3) $$;
revoke execute on function public.claim_sender_domain(uuid, text, uuid) from public;
grant execute on function public.claim_sender_domain(uuid, text, uuid) to authenticated;

-- The domain, Resend's id included, for an owner or admin about to check or remove it.
create function public.sender_domain_to_manage(domain_id uuid)
returns public.sender_domains
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  target public.sender_domains;
begin
  select * into target from public.sender_domains d where d.id = sender_domain_to_manage.domain_id;
  if not found or not private.has_role_on_workspace(target.workspace_id, 'admin') then
    raise exception 'sender domain not found' using errcode = '42501';
  end if;
  return target;
end;
$$;
revoke execute on function public.sender_domain_to_manage(uuid) from public;
grant execute on function public.sender_domain_to_manage(uuid) to authenticated;
