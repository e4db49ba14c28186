-- Leads captured by page forms, the public waitlist and contact form, and rate limits for the
-- public endpoints.

create type public.lead_status as enum ('active', 'inactive');

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  client_id uuid,
  campaign_id uuid,
  first_name text not null check (length(btrim(first_name)) between 1 and 100),
  last_name text not null check (length(btrim(last_name)) between 1 and 100),
  email extensions.citext not null check (private.is_valid_email(email::text)),
  phone text check (private.is_valid_phone(phone)),
  status public.lead_status not null default 'active',
  ignored_at timestamptz,
  confirm_token text unique,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Leads outlive their page and client: the link is cleared, the contact stays in the workspace.
  foreign key (client_id, workspace_id) references public.clients (id, workspace_id) on delete set null (client_id),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete set null (campaign_id)
);
comment on table public.leads is 'Contacts from a page form. inactive until confirmed when the page asks for double opt-in.';
create index leads_workspace_id_created_at_idx on public.leads (workspace_id, created_at desc);
create index leads_client_id_workspace_id_idx on public.leads (client_id, workspace_id);
create index leads_campaign_id_workspace_id_idx on public.leads (campaign_id, workspace_id);
create unique index leads_one_per_page_and_email_idx on public.leads (campaign_id, email);

create trigger set_updated_at before update on public.leads
  for each row execute function private.set_updated_at();

-- A lead comes from a live page: it takes the page's workspace and client, and starts inactive
-- with a confirmation token when the page asks for double opt-in. The form is closed otherwise.
create function private.prepare_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  page public.campaigns;
begin
  select * into page from public.campaigns c where c.id = new.campaign_id and c.kind = 'page';
  if not found then
    raise exception 'a lead comes from a page' using errcode = '23514';
  end if;
  if not public.page_is_live(page.id) then
    raise exception 'page_not_live' using errcode = 'P0001',
      detail = 'The page''s form is closed until its subscription is active.';
  end if;
  new.workspace_id := page.workspace_id;
  new.client_id := page.client_id;
  if page.double_opt_in then
    new.status := 'inactive';
    new.confirm_token := encode(extensions.gen_random_bytes(24), 'hex');
    new.confirmed_at := null;
  end if;
  return new;
end;
$$;

create trigger prepare_lead
  before insert on public.leads
  for each row execute function private.prepare_lead();

create table public.waitlist (
  id uuid primary key default gen_random_uuid(),
  email extensions.citext not null unique check (private.is_valid_email(email::text)),
  locale public.locale not null default 'en',
  created_at timestamptz not null default now()
);
comment on table public.waitlist is 'Newsletter and waitlist sign-ups from the marketing page. Written by join_waitlist.';

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(first_name) between 1 and 100),
  last_name text not null check (length(last_name) between 1 and 100),
  email extensions.citext not null check (private.is_valid_email(email::text)),
  phone text check (private.is_valid_phone(phone)),
  locale public.locale not null default 'en',
  created_at timestamptz not null default now()
);
comment on table public.contact_requests is 'The marketing site''s contact and registration form. Written by submit_contact.';

-- Fixed-window counters for the public endpoints (lead form, live demo). Not exposed.
create table private.rate_limits (
  bucket text not null,
  key text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, key, window_start)
);

-- Row-level security -----------------------------------------------------------------------------

alter table public.leads enable row level security;
alter table public.waitlist enable row level security;
alter table public.contact_requests enable row level security;
revoke all on public.leads, public.waitlist, public.contact_requests from anon, authenticated;

grant select, delete on public.leads to authenticated;
grant update (status, ignored_at) on public.leads to authenticated;

create policy "Leads are visible to workspace members"
  on public.leads for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Leads can be marked active, inactive or ignored by workspace members"
  on public.leads for update to authenticated
  using (workspace_id in (select private.user_workspace_ids()))
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Leads can be deleted by workspace owners and admins"
  on public.leads for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

-- waitlist and contact_requests: no policy and no privilege for the API roles; the functions below
-- write them and the service role reads them.

-- Public functions -------------------------------------------------------------------------------

-- 'added' or 'already'; an invalid address raises invalid_email (22023).
create function public.join_waitlist(email text, locale public.locale default 'en')
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.normalize_email(join_waitlist.email);
begin
  if not coalesce(private.is_valid_email(address), false) then
    raise exception 'invalid_email' using errcode = '22023', detail = 'Enter a valid email';
  end if;
  insert into public.waitlist (email, locale) values (address, coalesce(join_waitlist.locale, 'en'))
  on conflict on constraint waitlist_email_key do nothing;
  return case when found then 'added' else 'already' end;
end;
$$;
grant execute on function public.join_waitlist(text, public.locale) to anon, authenticated;

-- Stores a contact request; returns its id. Invalid input raises 22023 with the field's key:
-- invalid_first_name, invalid_last_name, invalid_email, invalid_phone.
create function public.submit_contact(
  first_name text,
  last_name text,
  email text,
  phone text default null,
  locale public.locale default 'en'
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  given_first text := btrim(submit_contact.first_name);
  given_last text := btrim(submit_contact.last_name);
  address text := private.normalize_email(submit_contact.email);
  given_phone text := nullif(btrim(submit_contact.phone), '');
  created uuid;
begin
  if coalesce(length(given_first), 0) not between 1 and 100 or given_first ~ '[[:cntrl:]<>]' then
    raise exception 'invalid_first_name' using errcode = '22023';
  end if;
  if coalesce(length(given_last), 0) not between 1 and 100 or given_last ~ '[[:cntrl:]<>]' then
    raise exception 'invalid_last_name' using errcode = '22023';
  end if;
  if not coalesce(private.is_valid_email(address), false) then
    raise exception 'invalid_email' using errcode = '22023';
  end if;
  if given_phone is not null and not private.is_valid_phone(given_phone) then
    raise exception 'invalid_phone' using errcode = '22023';
  end if;
  insert into public.contact_requests (first_name, last_name, email, phone, locale)
  values (given_first, given_last, address, given_phone, coalesce(submit_contact.locale, 'en'))
  returning id into created;
  return created;
end;
$$;
grant execute on function public.submit_contact(text, text, text, text, public.locale) to anon, authenticated;

-- Service-role functions -------------------------------------------------------------------------

-- Confirms a double opt-in lead by its emailed token; true when a lead was confirmed.
create function public.confirm_lead(token text)
returns boolean
language sql
security invoker
set search_path = ''
as $$
  with confirmed as (
    update public.leads l
    set status = 'active', confirmed_at = now(), confirm_token = null
    where l.confirm_token = confirm_lead.token
    returning 1
  )
  select exists (select 1 from confirmed)
$$;
grant execute on function public.confirm_lead(text) to service_role;

-- Counts one hit of key in bucket; true while the window's hits are within max_hits.
create function public.hit_rate_limit(bucket text, key text, max_hits integer, window_seconds integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_window timestamptz;
  counted integer;
begin
  if hit_rate_limit.window_seconds <= 0 or hit_rate_limit.max_hits < 0 then
    raise exception 'window_seconds must be positive and max_hits not negative' using errcode = '22023';
  end if;
  current_window := to_timestamp(
    floor(extract(epoch from now()) / hit_rate_limit.window_seconds) * hit_rate_limit.window_seconds
  );
  insert into private.rate_limits as r (bucket, key, window_start, hits)
  values (hit_rate_limit.bucket, hit_rate_limit.key, current_window, 1)
  on conflict on constraint rate_limits_pkey do update set hits = r.hits + 1
  returning r.hits into counted;
  -- Forget windows older than a day, now and then.
  if random() < 0.01 then
    delete from private.rate_limits r where r.window_start < now() - interval '1 day';
  end if;
  return counted <= hit_rate_limit.max_hits;
end;
$$;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;
