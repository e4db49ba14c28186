-- Clients: the businesses a workspace works for. A campaign with no client is a workspace campaign.

create table public.clients (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 120),
  website text check (length(website) <= 2048),
  contact_email extensions.citext check (private.is_valid_email(contact_email::text)),
  contact_phone text check (private.is_valid_phone(contact_phone)),
  sender_name text check (private.is_valid_sender_name(sender_name)),
  sender_domain text check (private.is_valid_domain(sender_domain)),
  logo_path text check (length(logo_path) <= 1024),
  primary_color text check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
  secondary_color text check (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
  tertiary_color text check (tertiary_color ~ '^#[0-9A-Fa-f]{6}$'),
  quaternary_color text check (quaternary_color ~ '^#[0-9A-Fa-f]{6}$'),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Target of composite foreign keys that keep a child in its client's workspace.
  unique (id, workspace_id)
);
comment on table public.clients is 'A client of the workspace, with its own contact, sender and palette.';
create index clients_workspace_id_name_idx on public.clients (workspace_id, name);
create index clients_created_by_idx on public.clients (created_by);

create trigger set_updated_at before update on public.clients
  for each row execute function private.set_updated_at();

alter table public.clients enable row level security;
revoke all on public.clients from anon, authenticated;
grant select, delete on public.clients to authenticated;
grant insert (
  workspace_id, name, website, contact_email, contact_phone, sender_name, sender_domain, logo_path,
  primary_color, secondary_color, tertiary_color, quaternary_color
) on public.clients to authenticated;
grant update (
  name, website, contact_email, contact_phone, sender_name, sender_domain, logo_path,
  primary_color, secondary_color, tertiary_color, quaternary_color
) on public.clients to authenticated;

create policy "Clients are visible to workspace members"
  on public.clients for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Clients can be added by workspace members"
  on public.clients for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Clients can be edited by workspace members"
  on public.clients for update to authenticated
  using (workspace_id in (select private.user_workspace_ids()))
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Clients can be deleted by workspace owners and admins"
  on public.clients for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));
