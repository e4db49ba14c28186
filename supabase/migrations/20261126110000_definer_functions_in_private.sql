-- Supabase's Security Advisor: no security definer function in an exposed schema that anon or
-- authenticated may execute (lints 0028, 0029), and no public bucket that anyone may list (0025).
--
-- The eleven security definer functions move, bodies and grants unchanged, to `private`, which the
-- API does not expose. In `public`, a security invoker function of the same name, arguments,
-- defaults, result and volatility calls each one, so `rpc('<name>')` keeps its arguments, results
-- and errors. The private bodies are executable by exactly the roles their entry point is granted
-- to (anon needs `usage` on private for the three public forms), nothing else.

grant usage on schema private to anon;

alter function public.create_workspace(text, text, text, public.country_code) set schema private;
create function public.create_workspace(
  name text,
  website text default null,
  industry text default null,
  country public.country_code default null
)
returns public.workspaces
language sql
security invoker
set search_path = ''
as $$ select private.create_workspace($1, $2, $3, $4) $$;
revoke execute on function public.create_workspace(text, text, text, public.country_code) from public;
grant execute on function public.create_workspace(text, text, text, public.country_code) to authenticated;

alter function public.transfer_workspace_ownership(uuid, uuid) set schema private;
create function public.transfer_workspace_ownership(workspace_id uuid, new_owner_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.transfer_workspace_ownership($1, $2) $$;
revoke execute on function public.transfer_workspace_ownership(uuid, uuid) from public;
grant execute on function public.transfer_workspace_ownership(uuid, uuid) to authenticated;

alter function public.lookup_invitation(text) set schema private;
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
security invoker
set search_path = ''
as $$ select * from private.lookup_invitation($1) $$;
revoke execute on function public.lookup_invitation(text) from public;
grant execute on function public.lookup_invitation(text) to anon, authenticated;

alter function public.accept_invitation(text) set schema private;
create function public.accept_invitation(token text)
returns uuid
language sql
security invoker
set search_path = ''
as $$ select private.accept_invitation($1) $$;
revoke execute on function public.accept_invitation(text) from public;
grant execute on function public.accept_invitation(text) to authenticated;

alter function public.renew_invitation(uuid) set schema private;
create function public.renew_invitation(invitation_id uuid)
returns public.workspace_invitations
language sql
security invoker
set search_path = ''
as $$ select private.renew_invitation($1) $$;
revoke execute on function public.renew_invitation(uuid) from public;
grant execute on function public.renew_invitation(uuid) to authenticated;

alter function public.check_slug(text, uuid) set schema private;
create function public.check_slug(slug text, campaign_id uuid default null)
returns text
language sql
stable
security invoker
set search_path = ''
as $$ select private.check_slug($1, $2) $$;
revoke execute on function public.check_slug(text, uuid) from public;
grant execute on function public.check_slug(text, uuid) to authenticated;

alter function public.ship_campaign(uuid) set schema private;
create function public.ship_campaign(campaign_id uuid)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.ship_campaign($1) $$;
revoke execute on function public.ship_campaign(uuid) from public;
grant execute on function public.ship_campaign(uuid) to authenticated, service_role;

alter function public.use_plan_recipients(uuid, uuid, integer) set schema private;
create function public.use_plan_recipients(page_id uuid, campaign_id uuid, recipients integer)
returns integer
language sql
security invoker
set search_path = ''
as $$ select private.use_plan_recipients($1, $2, $3) $$;
revoke execute on function public.use_plan_recipients(uuid, uuid, integer) from public;
grant execute on function public.use_plan_recipients(uuid, uuid, integer) to authenticated, service_role;

alter function public.join_waitlist(text, public.locale) set schema private;
create function public.join_waitlist(email text, locale public.locale default 'en')
returns text
language sql
security invoker
set search_path = ''
as $$ select private.join_waitlist($1, $2) $$;
revoke execute on function public.join_waitlist(text, public.locale) from public;
grant execute on function public.join_waitlist(text, public.locale) to anon, authenticated;

alter function public.submit_contact(text, text, text, text, public.locale) set schema private;
create function public.submit_contact(
  first_name text,
  last_name text,
  email text,
  phone text default null,
  locale public.locale default 'en'
)
returns uuid
language sql
security invoker
set search_path = ''
as $$ select private.submit_contact($1, $2, $3, $4, $5) $$;
revoke execute on function public.submit_contact(text, text, text, text, public.locale) from public;
grant execute on function public.submit_contact(text, text, text, text, public.locale) to anon, authenticated;

alter function public.hit_rate_limit(text, text, integer, integer) set schema private;
create function public.hit_rate_limit(bucket text, key text, max_hits integer, window_seconds integer)
returns boolean
language sql
security invoker
set search_path = ''
as $$ select private.hit_rate_limit($1, $2, $3, $4) $$;
revoke execute on function public.hit_rate_limit(text, text, integer, integer) from public;
grant execute on function public.hit_rate_limit(text, text, integer, integer) to service_role;

-- Public buckets serve their files by URL without any policy; a SELECT policy is for listing,
-- downloading through the API and for Storage's own upsert and remove. Members keep it for their
-- workspace's folder (logos) and their campaigns' folders (images); nobody else may list.
drop policy "Logos are readable by anyone" on storage.objects;
create policy "Logos are listed by workspace members in their workspace folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'logos' and private.object_workspace_id(name) in (select private.user_workspace_ids()));

drop policy "Content images are readable by anyone" on storage.objects;
create policy "Content images are listed by workspace members in a campaign folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'images' and private.can_use_campaign_folder(name));
