-- Roles per client (issue 22, item 3; docs/permissions.md "Roles" and "Reach").
--
-- A viewer reads what an editor reads and writes nothing. An editor or a viewer may be limited to
-- some clients: such a member reaches only those clients, their campaigns and pages and every row
-- hanging off them, and not the workspace's own campaigns (no client). Owners and admins are never
-- limited. The rule lives once, in private.member_reach; the policies use its set-based forms
-- (evaluated once per statement), functions and storage its per-row form can_reach_client, which
-- approvals will reuse.

-- Who is limited, and to what -----------------------------------------------------------------------

-- A flag apart from the rows, so deleting a member's last client leaves them reaching nothing
-- rather than everything.
alter table public.workspace_members
  add column limited_to_clients boolean not null default false;
comment on column public.workspace_members.limited_to_clients is
  'An editor or viewer who reaches only the clients listed in member_client_scopes; ignored for admins and the owner.';

create table public.member_client_scopes (
  workspace_id uuid not null,
  user_id uuid not null,
  client_id uuid not null,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id, client_id),
  foreign key (workspace_id, user_id) references public.workspace_members (workspace_id, user_id) on delete cascade,
  foreign key (client_id, workspace_id) references public.clients (id, workspace_id) on delete cascade
);
comment on table public.member_client_scopes is
  'The clients a member limited to clients (workspace_members.limited_to_clients) reaches.';
create index member_client_scopes_client_id_workspace_id_idx on public.member_client_scopes (client_id, workspace_id);
create index member_client_scopes_created_by_idx on public.member_client_scopes (created_by);

alter table public.member_client_scopes enable row level security;
revoke all on public.member_client_scopes from anon, authenticated, service_role;
grant select, delete on public.member_client_scopes to authenticated;
grant insert (workspace_id, user_id, client_id) on public.member_client_scopes to authenticated;
grant update (role, limited_to_clients) on public.workspace_members to authenticated;

-- Invitations carry the reach: null is the whole workspace, a list limits an editor or viewer.
alter table public.workspace_invitations
  add column client_ids uuid[],
  add constraint workspace_invitations_client_ids_check
    check (client_ids is null or (role < 'admin' and cardinality(client_ids) between 1 and 100));
comment on column public.workspace_invitations.client_ids is
  'The clients an invited editor or viewer will be limited to; null for the whole workspace.';
grant insert (client_ids) on public.workspace_invitations to authenticated;

-- The rule ----------------------------------------------------------------------------------------

-- For each workspace where the signed-in user holds at least min_role: whether they reach every
-- client and the workspace's own rows, else the clients they reach.
create function private.member_reach(min_role public.workspace_role)
returns table (workspace_id uuid, every_client boolean, client_ids uuid[])
language sql
stable
security definer
set search_path = ''
as $$
  select m.workspace_id,
         m.role >= 'admin' or not m.limited_to_clients,
         coalesce(
           (select array_agg(s.client_id) from public.member_client_scopes s
            where s.workspace_id = m.workspace_id and s.user_id = m.user_id),
           '{}'
         )
  from public.workspace_members m
  where m.user_id = (select auth.uid())
    and m.role >= member_reach.min_role
$$;

-- Workspaces whose every row the user reaches at min_role (not limited to clients).
create function private.unlimited_workspace_ids(min_role public.workspace_role)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.workspace_id from private.member_reach(unlimited_workspace_ids.min_role) r where r.every_client
$$;

-- The clients a limited member reaches at min_role (the unlimited reach them through their workspace).
create function private.limited_client_ids(min_role public.workspace_role)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select unnest(r.client_ids) from private.member_reach(limited_client_ids.min_role) r where not r.every_client
$$;

-- The campaigns and pages of those clients, for the rows that hang off a campaign.
create function private.limited_campaign_ids(min_role public.workspace_role)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id
  from private.member_reach(limited_campaign_ids.min_role) r
  join public.campaigns c on c.workspace_id = r.workspace_id and c.client_id = any (r.client_ids)
  where not r.every_client
$$;

-- The per-row form for functions and storage: whether the user reaches a client of the workspace
-- at min_role; a null client_id means the workspace's own rows (a campaign without a client).
create function private.can_reach_client(workspace_id uuid, client_id uuid, min_role public.workspace_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.member_reach(can_reach_client.min_role) r
    where r.workspace_id = can_reach_client.workspace_id
      and (r.every_client or can_reach_client.client_id = any (r.client_ids))
  )
$$;

grant execute on function private.member_reach(public.workspace_role) to authenticated, service_role;
grant execute on function private.unlimited_workspace_ids(public.workspace_role) to authenticated, service_role;
grant execute on function private.limited_client_ids(public.workspace_role) to authenticated, service_role;
grant execute on function private.limited_campaign_ids(public.workspace_role) to authenticated, service_role;
grant execute on function private.can_reach_client(uuid, uuid, public.workspace_role) to authenticated, service_role;

-- Invited clients are clients of the invitation's workspace.
create function private.check_invitation_clients()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.client_ids is not null and exists (
    select 1 from unnest(new.client_ids) as invited(id)
    where not exists (select 1 from public.clients c where c.id = invited.id and c.workspace_id = new.workspace_id)
  ) then
    raise exception 'client_not_found' using errcode = 'PT404',
      detail = 'An invitation limits to clients of its own workspace.';
  end if;
  return new;
end;
$$;
create trigger check_invitation_clients before insert or update of client_ids on public.workspace_invitations
  for each row execute function private.check_invitation_clients();

-- Policies ----------------------------------------------------------------------------------------
-- Reads ask for a viewer, writes for an editor; a row is reached through its workspace when the
-- member is not limited, else through its client or campaign.

create policy "Client limits are visible to fellow members"
  on public.member_client_scopes for select to authenticated
  using (workspace_id in (select private.user_workspace_ids('viewer')));

create policy "Client limits are set by workspace owners and admins"
  on public.member_client_scopes for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids('admin')));

create policy "Client limits are lifted by workspace owners and admins"
  on public.member_client_scopes for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

alter policy "Users edit their own profile, pointing only at their own workspaces" on public.profiles
  with check (
    id = (select auth.uid())
    and (current_workspace_id is null or current_workspace_id in (select private.user_workspace_ids('viewer')))
  );

alter policy "Workspaces are visible to their members" on public.workspaces
  using (id in (select private.user_workspace_ids('viewer')));

alter policy "Members are visible to fellow members" on public.workspace_members
  using (workspace_id in (select private.user_workspace_ids('viewer')));

alter policy "Clients are visible to workspace members" on public.clients
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or id in (select private.limited_client_ids('viewer'))
  );
-- A member limited to clients adds none: the new client would be out of their reach.
alter policy "Clients can be added by workspace members" on public.clients
  with check (workspace_id in (select private.unlimited_workspace_ids('editor')));
alter policy "Clients can be edited by workspace members" on public.clients
  using (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or id in (select private.limited_client_ids('editor'))
  )
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or id in (select private.limited_client_ids('editor'))
  );

alter policy "Campaigns and pages are visible to workspace members" on public.campaigns
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or client_id in (select private.limited_client_ids('viewer'))
  );
alter policy "Campaigns and pages can be created by workspace members" on public.campaigns
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or client_id in (select private.limited_client_ids('editor'))
  );
alter policy "Campaigns and pages can be edited by workspace members" on public.campaigns
  using (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or client_id in (select private.limited_client_ids('editor'))
  )
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or client_id in (select private.limited_client_ids('editor'))
  );

alter policy "Versions are visible to workspace members" on public.campaign_versions
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Versions can be saved by workspace members" on public.campaign_versions
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or campaign_id in (select private.limited_campaign_ids('editor'))
  );

alter policy "Attachments are visible to workspace members" on public.campaign_attachments
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Attachments can be added by workspace members" on public.campaign_attachments
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or campaign_id in (select private.limited_campaign_ids('editor'))
  );

alter policy "Attachments can be removed by workspace members" on public.campaign_attachments
  using (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or campaign_id in (select private.limited_campaign_ids('editor'))
  );

alter policy "Generation usage is visible to workspace members" on public.ai_generations
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Page subscriptions are visible to workspace members" on public.page_subscriptions
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Purchases are visible to workspace members" on public.campaign_purchases
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Send jobs are visible to workspace members" on public.send_jobs
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Recipients are visible to workspace members" on public.recipients
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Recipients can be uploaded by workspace members" on public.recipients
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or campaign_id in (select private.limited_campaign_ids('editor'))
  );

alter policy "Recipients not yet sent can be removed by workspace members" on public.recipients
  using (
    send_job_id is null and not sent
    and (
      workspace_id in (select private.unlimited_workspace_ids('editor'))
      or campaign_id in (select private.limited_campaign_ids('editor'))
    )
  );

alter policy "Recipient events are visible to workspace members" on public.recipient_events
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Leads are visible to workspace members" on public.leads
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

alter policy "Leads can be marked active, inactive or ignored by workspace members" on public.leads
  using (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or campaign_id in (select private.limited_campaign_ids('editor'))
  )
  with check (
    workspace_id in (select private.unlimited_workspace_ids('editor'))
    or campaign_id in (select private.limited_campaign_ids('editor'))
  );

alter policy "Page events are visible to workspace members" on public.page_events
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or page_id in (select private.limited_campaign_ids('viewer'))
  );

-- Workspace-wide lists every member reads: the From domains and the suppression list (which also
-- protects the limited member's own clients' sends).
alter policy "Sender domains are visible to workspace members" on public.sender_domains
  using (workspace_id in (select private.user_workspace_ids('viewer')));
alter policy "The suppression list is visible to workspace members" on public.suppressions
  using (workspace_id in (select private.user_workspace_ids('viewer')));

-- Storage -----------------------------------------------------------------------------------------

-- A campaign folder (<workspace_id>/<campaign_id>/<file name>) of a campaign the user reaches at min_role.
create function private.can_reach_campaign_folder(name text, min_role public.workspace_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.is_campaign_object_name(can_reach_campaign_folder.name)
    then exists (
      select 1
      from public.campaigns c
      where c.id = split_part(can_reach_campaign_folder.name, '/', 2)::uuid
        and c.workspace_id = split_part(can_reach_campaign_folder.name, '/', 1)::uuid
        and private.can_reach_client(c.workspace_id, c.client_id, can_reach_campaign_folder.min_role)
    )
    else false
  end
$$;
grant execute on function private.can_reach_campaign_folder(text, public.workspace_role) to authenticated, service_role;

-- The write policies keep calling it: uploading, replacing and removing is an editor's.
create or replace function private.can_use_campaign_folder(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.can_reach_campaign_folder(can_use_campaign_folder.name, 'editor')
$$;

alter policy "Attachments are readable by workspace members" on storage.objects
  using (bucket_id = 'attachments' and private.can_reach_campaign_folder(name, 'viewer'));
alter policy "Content images are listed by workspace members in a campaign folder" on storage.objects
  using (bucket_id = 'images' and private.can_reach_campaign_folder(name, 'viewer'));
alter policy "Logos are listed by workspace members in their workspace folder" on storage.objects
  using (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids('viewer')));
-- Exports hold whole-workspace files: members not limited to clients.
alter policy "Exports are readable by workspace members" on storage.objects
  using (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.unlimited_workspace_ids('viewer')));
alter policy "Exports can be written by workspace members into their workspace folder" on storage.objects
  with check (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.unlimited_workspace_ids('editor')));
alter policy "Exports can be replaced by workspace members" on storage.objects
  using (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.unlimited_workspace_ids('editor')))
  with check (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.unlimited_workspace_ids('editor')));
alter policy "Exports can be removed by workspace members" on storage.objects
  using (bucket_id = 'exports' and private.object_workspace_id(name) in (select private.unlimited_workspace_ids('editor')));

-- Functions ---------------------------------------------------------------------------------------

-- A viewer switches to a workspace they belong to, too.
create or replace function public.set_current_workspace(workspace_id uuid)
returns public.profiles
language plpgsql
set search_path = ''
as $function$
declare
  updated public.profiles;
begin
  if not private.has_role_on_workspace(set_current_workspace.workspace_id, 'viewer') then
    raise exception 'workspace_not_found' using errcode = 'PT404', detail = 'Not a member of this workspace.';
  end if;
  update public.profiles
  set current_workspace_id = set_current_workspace.workspace_id
  where id = (select auth.uid())
  returning * into updated;
  return updated;
end;
$function$;

-- Accepting applies the invitation's role and client limit; shipping and moving plan recipients
-- ask for an editor who reaches the campaign's client (a viewer is told why).
create or replace function private.accept_invitation(token text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  caller_email text;
  invitation public.workspace_invitations;
begin
  if caller is null then
    raise exception 'unauthorized' using errcode = 'PT401', detail = 'Sign in to accept an invitation.';
  end if;
  select * into invitation from public.workspace_invitations i
  where i.token = accept_invitation.token
  for update;
  if not found or invitation.accepted_at is not null then
    raise exception 'invitation_not_found' using errcode = 'PT404',
      detail = 'The invitation does not exist or was already used.';
  end if;
  if invitation.expires_at < now() then
    raise exception 'invitation_expired' using errcode = 'PT409';
  end if;
  select u.email into caller_email from auth.users u where u.id = caller;
  if lower(caller_email) is distinct from lower(invitation.email::text) then
    raise exception 'invitation_email_mismatch' using errcode = '42501',
      detail = 'The invitation was sent to another email address.';
  end if;
  -- Someone already a member keeps their role and reach; a newcomer gets the invitation's, and
  -- stays limited even when every client it named has been deleted since (fails closed).
  insert into public.workspace_members (workspace_id, user_id, role, limited_to_clients)
  values (invitation.workspace_id, caller, invitation.role, invitation.client_ids is not null)
  on conflict (workspace_id, user_id) do nothing;
  if found and invitation.client_ids is not null then
    insert into public.member_client_scopes (workspace_id, user_id, client_id, created_by)
    select invitation.workspace_id, caller, c.id, invitation.invited_by
    from public.clients c
    where c.workspace_id = invitation.workspace_id and c.id = any (invitation.client_ids);
  end if;
  update public.workspace_invitations
  set accepted_at = now(), accepted_by = caller
  where id = invitation.id;
  return invitation.workspace_id;
end;
$function$;

create or replace function private.ship_campaign(campaign_id uuid)
 RETURNS send_jobs
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  target public.campaigns;
  active public.send_jobs;
  failing record;
  allowance record;
  job public.send_jobs;
  held integer;
begin
  select * into target from public.campaigns c where c.id = ship_campaign.campaign_id for update;
  if not found or (
    coalesce(auth.role(), '') <> 'service_role'
    and not private.can_reach_client(target.workspace_id, target.client_id, 'viewer')
  ) then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if coalesce(auth.role(), '') <> 'service_role'
    and not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;

  select * into active from public.send_jobs j
  where j.campaign_id = target.id and j.status in ('queued', 'running', 'paused');
  if found then
    return active;
  end if;

  if target.kind <> 'email' or target.status not in ('ready', 'sent') or target.html is null then
    raise exception 'campaign_not_ready' using errcode = 'PT409',
      detail = 'Only a ready email campaign with content can be sent.';
  end if;
  select * into failing from public.campaign_send_checklist(target.id) l where l.blocking and not l.ok limit 1;
  if found then
    -- Every code checklist_refusal answers is a 422 (the contract test reads them from its body).
    raise exception '%', private.checklist_refusal(failing.item, failing.detail) using errcode = 'PT422',
      detail = format('Pre-send check failed: %s%s.', failing.item, coalesce(' (' || failing.detail || ')', ''));
  end if;

  -- As campaign_usage computes it, but read inside the lock and past RLS.
  select coalesce((select sum(p.recipients) from public.campaign_purchases p
                   where p.campaign_id = target.id and p.status = 'paid'), 0) as allowed,
         coalesce((select sum(j.total_recipients) from public.send_jobs j
                   where j.campaign_id = target.id), 0) as used
  into allowance;
  if allowance.allowed = 0 then
    raise exception 'no_payment' using errcode = 'PT409', detail = 'Sending requires a paid package.';
  end if;
  if allowance.allowed <= allowance.used then
    raise exception 'no_recipients_left' using errcode = 'PT409', detail = 'No recipients remaining.';
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
    raise exception 'no_recipients' using errcode = 'PT409', detail = 'There are no new recipients to send to.';
  end if;

  update public.send_jobs j set total_recipients = held where j.id = job.id returning * into job;
  update public.campaigns c set status = 'sending' where c.id = target.id;
  return job;
end;
$function$;

create or replace function private.use_plan_recipients(page_id uuid, campaign_id uuid, recipients integer)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  page public.campaigns%rowtype;
  target public.campaigns%rowtype;
  left_over integer;
  source uuid;
begin
  select * into page from public.campaigns c where c.id = use_plan_recipients.page_id for update;
  if not found or page.kind <> 'page' or not private.can_reach_client(page.workspace_id, page.client_id, 'viewer') then
    raise exception 'page_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(page.workspace_id, page.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not move plan recipients.';
  end if;
  select * into target from public.campaigns c where c.id = use_plan_recipients.campaign_id;
  if not found or target.workspace_id <> page.workspace_id
    or not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if target.kind <> 'email' then
    raise exception 'invalid_campaign' using errcode = 'PT422', detail = 'Recipients are used by email campaigns.';
  end if;
  if use_plan_recipients.recipients is null or use_plan_recipients.recipients <= 0 then
    raise exception 'invalid_recipients' using errcode = 'PT422', detail = 'Use at least one recipient.';
  end if;
  select r.remaining into left_over from public.page_plan_recipients(page.id) r;
  if use_plan_recipients.recipients > left_over then
    raise exception 'no_recipients_left' using errcode = 'PT409',
      detail = format('The page''s plan has %s recipients left.', left_over);
  end if;
  select p.page_subscription_id into source
  from public.campaign_purchases p
  where p.campaign_id = page.id and p.page_subscription_id is not null and p.status = 'paid'
  order by p.paid_at desc
  limit 1;
  insert into public.campaign_purchases
    (workspace_id, campaign_id, page_subscription_id, recipients, amount_cents, status, paid_at, created_by)
  values
    (page.workspace_id, target.id, source, use_plan_recipients.recipients, 0, 'paid', now(), (select auth.uid()));
  return left_over - use_plan_recipients.recipients;
end;
$function$;

-- What the generation functions ask before spending: a viewer reads a campaign, so loading it is
-- not enough to know its save will pass.
create function public.campaign_is_editable(campaign_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.campaigns c
    where c.id = campaign_is_editable.campaign_id
      and private.can_reach_client(c.workspace_id, c.client_id, 'editor')
  )
$$;
revoke execute on function public.campaign_is_editable(uuid) from public, anon;
grant execute on function public.campaign_is_editable(uuid) to authenticated;
