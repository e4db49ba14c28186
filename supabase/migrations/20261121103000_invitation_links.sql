-- Invitation links: who invited (the acceptance page names them) and renewing an invitation, so
-- "resend" after the 14 days gives a fresh link without withdrawing and inviting again.

drop function public.lookup_invitation(text);

-- What an invitation link shows before it is accepted. The token is the capability; the inviter's
-- name is what the email already said.
create function public.lookup_invitation(token text)
returns table (
  workspace_id uuid,
  workspace_name text,
  email text,
  role public.workspace_role,
  expires_at timestamptz,
  accepted boolean,
  invited_by_name text
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.workspace_id, w.name, i.email::text, i.role, i.expires_at, i.accepted_at is not null,
         coalesce(nullif(btrim(p.full_name), ''), p.email)
  from public.workspace_invitations i
  join public.workspaces w on w.id = i.workspace_id
  left join public.profiles p on p.id = i.invited_by
  where i.token = lookup_invitation.token
$$;
grant execute on function public.lookup_invitation(text) to anon, authenticated;

-- A pending invitation gets a new token and 14 more days; the old link stops working. Owners and
-- admins of its workspace only (others see no such invitation).
create function public.renew_invitation(invitation_id uuid)
returns public.workspace_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  renewed public.workspace_invitations;
begin
  update public.workspace_invitations i
  set token = encode(extensions.gen_random_bytes(24), 'hex'),
      expires_at = now() + interval '14 days',
      invited_by = (select auth.uid())
  where i.id = renew_invitation.invitation_id
    and i.accepted_at is null
    and private.has_role_on_workspace(i.workspace_id, 'admin')
  returning * into renewed;
  if not found then
    raise exception 'invitation_not_found' using errcode = 'P0001',
      detail = 'The invitation does not exist, was already accepted, or you may not manage it.';
  end if;
  return renewed;
end;
$$;
grant execute on function public.renew_invitation(uuid) to authenticated;
