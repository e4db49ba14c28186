-- Workspaces (the spec's "organization"), profiles, memberships and invitations.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (length(full_name) <= 200),
  locale public.locale not null default 'en',
  current_workspace_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One per auth user, created by a trigger: name, language and current workspace.';

create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 120),
  website text check (length(website) <= 2048),
  industry text check (length(industry) <= 120),
  country public.country_code,
  locale public.locale not null default 'en',
  logo_path text check (length(logo_path) <= 1024),
  primary_color text check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
  secondary_color text check (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
  tertiary_color text check (tertiary_color ~ '^#[0-9A-Fa-f]{6}$'),
  quaternary_color text check (quaternary_color ~ '^#[0-9A-Fa-f]{6}$'),
  contact_first_name text check (length(contact_first_name) <= 100),
  contact_last_name text check (length(contact_last_name) <= 100),
  contact_phone text check (private.is_valid_phone(contact_phone)),
  contact_email extensions.citext check (private.is_valid_email(contact_email::text)),
  contact_country public.country_code,
  contact_street text check (length(contact_street) <= 200),
  contact_city text check (length(contact_city) <= 100),
  contact_region text check (length(contact_region) <= 100),
  contact_zip text check (length(contact_zip) <= 20),
  sender_name text check (private.is_valid_sender_name(sender_name)),
  sender_domain text check (private.is_valid_domain(sender_domain)),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.workspaces is 'A workspace ("organization" in routes): identity, contact and postal address, palette, logo, sender.';
comment on column public.workspaces.logo_path is 'Object name in the logos bucket, <workspace_id>/...';
create index workspaces_created_by_idx on public.workspaces (created_by);

alter table public.profiles
  add constraint profiles_current_workspace_id_fkey
  foreign key (current_workspace_id) references public.workspaces (id) on delete set null;
create index profiles_current_workspace_id_idx on public.profiles (current_workspace_id);

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.workspace_role not null default 'member',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
create index workspace_members_user_id_idx on public.workspace_members (user_id);
-- Exactly one owner: create_workspace adds it, transfer_workspace_ownership moves it.
create unique index workspace_members_one_owner_idx on public.workspace_members (workspace_id) where role = 'owner';

create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email extensions.citext not null check (private.is_valid_email(email::text)),
  role public.workspace_role not null default 'member' check (role <> 'owner'),
  token text not null unique default encode(extensions.gen_random_bytes(24), 'hex'),
  invited_by uuid default auth.uid() references public.profiles (id) on delete set null,
  expires_at timestamptz not null default now() + interval '14 days',
  accepted_at timestamptz,
  accepted_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.workspace_invitations is 'An invitation by email; accept_invitation(token) turns it into a membership.';
create unique index workspace_invitations_pending_idx on public.workspace_invitations (workspace_id, email)
  where accepted_at is null;
create index workspace_invitations_invited_by_idx on public.workspace_invitations (invited_by);
create index workspace_invitations_accepted_by_idx on public.workspace_invitations (accepted_by);

create trigger set_updated_at before update on public.profiles
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.workspaces
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.workspace_members
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.workspace_invitations
  for each row execute function private.set_updated_at();

-- Policy helpers ---------------------------------------------------------------------------------

-- Whether the signed-in user holds at least min_role in the workspace.
create function private.has_role_on_workspace(
  workspace_id uuid,
  min_role public.workspace_role default 'member'
)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.workspace_members m
    where m.workspace_id = has_role_on_workspace.workspace_id
      and m.user_id = (select auth.uid())
      and m.role >= has_role_on_workspace.min_role
  )
$$;
grant execute on function private.has_role_on_workspace(uuid, public.workspace_role) to authenticated, service_role;

-- The set-based form policies use: `workspace_id in (select private.user_workspace_ids())`,
-- evaluated once per statement rather than once per row.
create function private.user_workspace_ids(min_role public.workspace_role default 'member')
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.workspace_id
  from public.workspace_members m
  where m.user_id = (select auth.uid())
    and m.role >= user_workspace_ids.min_role
$$;
grant execute on function private.user_workspace_ids(public.workspace_role) to authenticated, service_role;

-- Everyone who shares a workspace with the signed-in user, the user included.
create function private.fellow_member_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct other.user_id
  from public.workspace_members mine
  join public.workspace_members other on other.workspace_id = mine.workspace_id
  where mine.user_id = (select auth.uid())
$$;
grant execute on function private.fellow_member_ids() to authenticated, service_role;

-- Profiles follow auth.users ---------------------------------------------------------------------

create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, email, full_name, locale)
  values (
    new.id,
    new.email,
    left(nullif(btrim(coalesce(metadata ->> 'full_name', metadata ->> 'name', '')), ''), 200),
    case when metadata ->> 'locale' in ('en', 'es') then (metadata ->> 'locale')::public.locale else 'en' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

create function private.handle_user_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.handle_user_email_change();

-- Leaving or losing a workspace clears it as the current one.
create function private.clear_current_workspace()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
  set current_workspace_id = null
  where id = old.user_id and current_workspace_id = old.workspace_id;
  return old;
end;
$$;

create trigger clear_current_workspace
  after delete on public.workspace_members
  for each row execute function private.clear_current_workspace();

-- Row-level security -----------------------------------------------------------------------------

alter table public.profiles enable row level security;
alter table public.workspaces enable row level security;
alter table public.workspace_members enable row level security;
alter table public.workspace_invitations enable row level security;

revoke all on public.profiles, public.workspaces, public.workspace_members, public.workspace_invitations
  from anon, authenticated;

grant select on public.profiles to authenticated;
grant update (full_name, locale, current_workspace_id) on public.profiles to authenticated;

create policy "Profiles are visible to their user and to fellow workspace members"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or id in (select private.fellow_member_ids()));

create policy "Users edit their own profile, pointing only at their own workspaces"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (
    id = (select auth.uid())
    and (current_workspace_id is null or current_workspace_id in (select private.user_workspace_ids()))
  );

grant select, delete on public.workspaces to authenticated;
grant update (
  name, website, industry, country, locale, logo_path,
  primary_color, secondary_color, tertiary_color, quaternary_color,
  contact_first_name, contact_last_name, contact_phone, contact_email,
  contact_country, contact_street, contact_city, contact_region, contact_zip,
  sender_name, sender_domain
) on public.workspaces to authenticated;

create policy "Workspaces are visible to their members"
  on public.workspaces for select to authenticated
  using (id in (select private.user_workspace_ids()));

create policy "Workspace settings can be edited by owners and admins"
  on public.workspaces for update to authenticated
  using (id in (select private.user_workspace_ids('admin')))
  with check (id in (select private.user_workspace_ids('admin')));

create policy "Workspaces can be deleted by their owner"
  on public.workspaces for delete to authenticated
  using (id in (select private.user_workspace_ids('owner')));

grant select, delete on public.workspace_members to authenticated;
grant update (role) on public.workspace_members to authenticated;

create policy "Members are visible to fellow members"
  on public.workspace_members for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Owners and admins change roles, never to or from owner"
  on public.workspace_members for update to authenticated
  using (role <> 'owner' and workspace_id in (select private.user_workspace_ids('admin')))
  with check (role <> 'owner' and workspace_id in (select private.user_workspace_ids('admin')));

create policy "Owners and admins remove members, and members may leave; the owner stays"
  on public.workspace_members for delete to authenticated
  using (
    role <> 'owner'
    and (user_id = (select auth.uid()) or workspace_id in (select private.user_workspace_ids('admin')))
  );

grant select, delete on public.workspace_invitations to authenticated;
grant insert (workspace_id, email, role) on public.workspace_invitations to authenticated;

create policy "Invitations are visible to workspace owners and admins"
  on public.workspace_invitations for select to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

create policy "Invitations can be sent by workspace owners and admins"
  on public.workspace_invitations for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids('admin')));

create policy "Invitations can be withdrawn by workspace owners and admins"
  on public.workspace_invitations for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

-- Functions the app calls ------------------------------------------------------------------------

-- Creates a workspace with the caller as its owner, in one transaction; it becomes the caller's
-- current workspace when they had none.
create function public.create_workspace(
  name text,
  website text default null,
  industry text default null,
  country public.country_code default null
)
returns public.workspaces
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  created public.workspaces;
begin
  if caller is null then
    raise exception 'sign in to create a workspace' using errcode = '42501';
  end if;
  insert into public.workspaces (name, website, industry, country, created_by)
  values (btrim(create_workspace.name), nullif(btrim(create_workspace.website), ''),
          nullif(btrim(create_workspace.industry), ''), create_workspace.country, caller)
  returning * into created;
  insert into public.workspace_members (workspace_id, user_id, role) values (created.id, caller, 'owner');
  update public.profiles set current_workspace_id = created.id
  where id = caller and current_workspace_id is null;
  return created;
end;
$$;
grant execute on function public.create_workspace(text, text, text, public.country_code) to authenticated;

-- Security invoker: the profile policy already allows only the caller's own workspaces.
create function public.set_current_workspace(workspace_id uuid)
returns public.profiles
language plpgsql
security invoker
set search_path = ''
as $$
declare
  updated public.profiles;
begin
  if not private.has_role_on_workspace(set_current_workspace.workspace_id) then
    raise exception 'not a member of this workspace' using errcode = '42501';
  end if;
  update public.profiles
  set current_workspace_id = set_current_workspace.workspace_id
  where id = (select auth.uid())
  returning * into updated;
  return updated;
end;
$$;
grant execute on function public.set_current_workspace(uuid) to authenticated;

-- The owner hands the workspace to another member and becomes an admin.
create function public.transfer_workspace_ownership(workspace_id uuid, new_owner_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.has_role_on_workspace(transfer_workspace_ownership.workspace_id, 'owner') then
    raise exception 'only the owner can transfer the workspace' using errcode = '42501';
  end if;
  if new_owner_id = (select auth.uid()) then
    return;
  end if;
  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = transfer_workspace_ownership.workspace_id and m.user_id = new_owner_id
  ) then
    raise exception 'the new owner must be a member of the workspace' using errcode = '22023';
  end if;
  update public.workspace_members m set role = 'admin'
  where m.workspace_id = transfer_workspace_ownership.workspace_id and m.role = 'owner';
  update public.workspace_members m set role = 'owner'
  where m.workspace_id = transfer_workspace_ownership.workspace_id and m.user_id = new_owner_id;
end;
$$;
grant execute on function public.transfer_workspace_ownership(uuid, uuid) to authenticated;

-- What an invitation link shows before it is accepted. The token is the capability.
create function public.lookup_invitation(token text)
returns table (
  workspace_id uuid,
  workspace_name text,
  email text,
  role public.workspace_role,
  expires_at timestamptz,
  accepted boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.workspace_id, w.name, i.email::text, i.role, i.expires_at, i.accepted_at is not null
  from public.workspace_invitations i
  join public.workspaces w on w.id = i.workspace_id
  where i.token = lookup_invitation.token
$$;
grant execute on function public.lookup_invitation(text) to anon, authenticated;

-- Accepts an invitation addressed to the caller's email; returns the workspace id. A member who
-- already belongs keeps their role.
create function public.accept_invitation(token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_email text;
  invitation public.workspace_invitations;
begin
  if caller is null then
    raise exception 'sign in to accept an invitation' using errcode = '42501';
  end if;
  select * into invitation from public.workspace_invitations i
  where i.token = accept_invitation.token
  for update;
  if not found or invitation.accepted_at is not null then
    raise exception 'invitation_not_found' using errcode = 'P0001',
      detail = 'The invitation does not exist or was already used.';
  end if;
  if invitation.expires_at < now() then
    raise exception 'invitation_expired' using errcode = 'P0001';
  end if;
  select u.email into caller_email from auth.users u where u.id = caller;
  if lower(caller_email) is distinct from lower(invitation.email::text) then
    raise exception 'invitation_email_mismatch' using errcode = '42501',
      detail = 'The invitation was sent to another email address.';
  end if;
  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, caller, invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations
  set accepted_at = now(), accepted_by = caller
  where id = invitation.id;
  return invitation.workspace_id;
end;
$$;
grant execute on function public.accept_invitation(text) to authenticated;
