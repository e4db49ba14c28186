-- Invitations are not a spam relay (issue 18, item 2).
--
-- * One email per invitation per 10 minutes: send-invitation claims the email with
--   claim_invitation_email before calling the provider. A retry of the same request (same
--   request id) within the cool-down is let through with the same stamp, so the provider's
--   idempotency key answers it without a second email; any other request is refused with the time
--   from which it may be sent again. When the provider refuses, the function gives the claim back
--   (release_invitation_email, service role only: a user could otherwise skip the cool-down).
-- * At most 15 new invitations per inviter and 30 per workspace per UTC day, counted in
--   private.rate_limits by a trigger on insert (signed-in users; the table's owner is not limited),
--   so deleting and inviting again does not reset them.
--   A refusal is P0001 'invitation_daily_limit'.

alter table public.workspace_invitations
  add column emailed_at timestamptz,
  add column emailed_request text check (length(emailed_request) <= 100);
comment on column public.workspace_invitations.emailed_at is
  'When the invitation email was last sent (claim_invitation_email); another may follow 10 minutes later.';
comment on column public.workspace_invitations.emailed_request is
  'The request id of that email: a retry of the same request is not a second email.';

create function private.limit_new_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The table's owner (migrations, seed, support) is not an API user: no limit.
  if (select auth.uid()) is null then
    return new;
  end if;
  if not private.hit_rate_limit('invitations:inviter', (select auth.uid())::text, 15, 86400)
     or not private.hit_rate_limit('invitations:workspace', new.workspace_id::text, 30, 86400) then
    raise exception 'invitation_daily_limit' using errcode = 'P0001',
      detail = 'At most 15 invitations per person and 30 per workspace a day.',
      hint = 'Try again tomorrow.';
  end if;
  return new;
end;
$$;
revoke execute on function private.limit_new_invitations() from public;

create trigger limit_new_invitations before insert on public.workspace_invitations
  for each row execute function private.limit_new_invitations();

-- The caller (an admin of the invitation's workspace) may email it now: allowed, the stamp of the
-- email (the provider's idempotency key is made of it) and when the next one may be sent.
create function private.claim_invitation_email(invitation_id uuid, request_id text)
returns table (allowed boolean, emailed_at timestamptz, retry_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  cooldown constant interval := interval '10 minutes';
  target public.workspace_invitations;
begin
  select * into target from public.workspace_invitations i
  where i.id = claim_invitation_email.invitation_id
    and i.accepted_at is null
    and private.has_role_on_workspace(i.workspace_id, 'admin')
  for update;
  if not found then
    raise exception 'invitation_not_found' using errcode = 'P0001',
      detail = 'The invitation does not exist, was already accepted, or you may not manage it.';
  end if;
  if target.emailed_at is not null and target.emailed_at > now() - cooldown then
    return query select target.emailed_request is not distinct from claim_invitation_email.request_id,
                        target.emailed_at, target.emailed_at + cooldown;
    return;
  end if;
  update public.workspace_invitations i
  -- Milliseconds: the stamp travels through JSON and JavaScript dates and must compare equal.
  set emailed_at = date_trunc('milliseconds', now()), emailed_request = claim_invitation_email.request_id
  where i.id = target.id
  returning i.emailed_at into target.emailed_at;
  return query select true, target.emailed_at, target.emailed_at + cooldown;
end;
$$;
revoke execute on function private.claim_invitation_email(uuid, text) from public;
grant execute on function private.claim_invitation_email(uuid, text) to authenticated;

create function public.claim_invitation_email(invitation_id uuid, request_id text)
returns table (allowed boolean, emailed_at timestamptz, retry_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.claim_invitation_email($1, $2) $$;
revoke execute on function public.claim_invitation_email(uuid, text) from public;
grant execute on function public.claim_invitation_email(uuid, text) to authenticated;

-- The provider refused the email of that claim: the invitation may be emailed again at once.
create function private.release_invitation_email(invitation_id uuid, emailed_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.workspace_invitations i
  set emailed_at = null, emailed_request = null
  where i.id = release_invitation_email.invitation_id
    and i.emailed_at = release_invitation_email.emailed_at
$$;
revoke execute on function private.release_invitation_email(uuid, timestamptz) from public;
grant execute on function private.release_invitation_email(uuid, timestamptz) to service_role;

create function public.release_invitation_email(invitation_id uuid, emailed_at timestamptz)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.release_invitation_email($1, $2) $$;
revoke execute on function public.release_invitation_email(uuid, timestamptz) from public;
grant execute on function public.release_invitation_email(uuid, timestamptz) to service_role;
