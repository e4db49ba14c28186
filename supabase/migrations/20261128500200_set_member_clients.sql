-- Admins change whom an editor or viewer reaches (docs/permissions.md "Reach"), in one call so the
-- flag and the rows never disagree: a list limits the member to those clients, null or an empty
-- list gives back the whole workspace. Invoker: the policies on workspace_members and
-- member_client_scopes already say that owners and admins alone may do it.
create function public.set_member_clients(workspace_id uuid, user_id uuid, client_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  limited boolean := coalesce(cardinality(set_member_clients.client_ids), 0) > 0;
begin
  if not private.has_role_on_workspace(set_member_clients.workspace_id, 'admin') then
    raise exception 'owner_or_admin_only' using errcode = '42501',
      detail = 'Owners and admins set which clients a member reaches.';
  end if;
  if limited and exists (
    select 1 from unnest(set_member_clients.client_ids) as wanted(id)
    where not exists (
      select 1 from public.clients c where c.id = wanted.id and c.workspace_id = set_member_clients.workspace_id
    )
  ) then
    raise exception 'client_not_found' using errcode = 'PT404',
      detail = 'A member is limited to clients of their own workspace.';
  end if;

  update public.workspace_members m
  set limited_to_clients = limited
  where m.workspace_id = set_member_clients.workspace_id
    and m.user_id = set_member_clients.user_id
    and m.role < 'admin';
  if not found then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'Only an editor or a viewer of the workspace is limited to clients.';
  end if;

  delete from public.member_client_scopes s
  where s.workspace_id = set_member_clients.workspace_id
    and s.user_id = set_member_clients.user_id
    and not (limited and s.client_id = any (set_member_clients.client_ids));
  if limited then
    insert into public.member_client_scopes (workspace_id, user_id, client_id)
    select set_member_clients.workspace_id, set_member_clients.user_id, wanted.id
    from (select distinct unnest(set_member_clients.client_ids) as id) wanted
    on conflict do nothing;
  end if;
end;
$$;
revoke execute on function public.set_member_clients(uuid, uuid, uuid[]) from public, anon;
grant execute on function public.set_member_clients(uuid, uuid, uuid[]) to authenticated;
