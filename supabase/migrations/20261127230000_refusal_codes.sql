-- Every refusal a database function raises is a code of the catalog
-- (supabase/functions/_shared/refusals/codes.ts) with the SQLSTATE sqlStateOf gives it, so PostgREST
-- answers one status per meaning and every caller reads one code: `raise exception '<code>' using
-- errcode = '<sqlStateOf(code)>'`, with the sentence for a developer in `detail`.
-- supabase/tests/refusal-contract.test.ts reads every current body and holds them to it.
--
-- Only the raises change; the bodies are otherwise the current ones (docs/database-functions.sql).
-- `create or replace` keeps each function's owner and grants.

create or replace function private.accept_invitation(token text)
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
  insert into public.workspace_members (workspace_id, user_id, role)
  values (invitation.workspace_id, caller, invitation.role)
  on conflict (workspace_id, user_id) do nothing;
  update public.workspace_invitations
  set accepted_at = now(), accepted_by = caller
  where id = invitation.id;
  return invitation.workspace_id;
end;
$$;

create or replace function private.checklist_refusal(item text, detail text)
 returns text
 language sql
 immutable
 set search_path = ''
as $$
  select case item
    when 'sender_name' then 'sender_required'
    when 'sender_domain' then case when detail = 'not_owned' then 'sender_domain_not_owned' else 'sender_domain_not_verified' end
    when 'reply_to' then 'reply_to_required'
    when 'subject' then 'subject_required'
    when 'postal_address' then 'postal_address_required'
    when 'postal_address_in_email' then 'postal_address_missing_from_email'
    when 'unsubscribe_link' then 'unsubscribe_link_missing'
    when 'attachments_size' then 'attachments_too_large'
    -- A blocking item added to the checklist without a code of its own.
    else 'invalid_campaign'
  end
$$;

create or replace function private.claim_invitation_email(invitation_id uuid, request_id text)
 returns table (allowed boolean, emailed_at timestamp with time zone, retry_at timestamp with time zone)
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
    raise exception 'invitation_not_found' using errcode = 'PT404',
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

create or replace function private.claim_sender_domain(workspace_id uuid, name text, client_id uuid default null::uuid)
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
    raise exception 'workspace_not_found' using errcode = 'PT404';
  end if;
  if not coalesce(private.is_valid_domain(wanted), false) then
    raise exception 'invalid_sender_domain' using errcode = 'PT422',
      detail = 'A domain name such as news.example.com.';
  end if;
  if claim_sender_domain.client_id is not null and not exists (
    select 1 from public.clients c
    where c.id = claim_sender_domain.client_id and c.workspace_id = claim_sender_domain.workspace_id
  ) then
    raise exception 'client_not_found' using errcode = 'PT404';
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
      raise exception 'sender_domain_claimed' using errcode = 'PT409',
        detail = 'Another account uses this domain.';
    end if;
    delete from public.sender_domains d where d.id = existing.id;
  end if;

  if (select count(*) from public.sender_domains d where d.workspace_id = claim_sender_domain.workspace_id) >= 50 then
    raise exception 'sender_domain_limit' using errcode = 'PT409', detail = 'A workspace has at most 50 sending domains.';
  end if;

  insert into public.sender_domains (workspace_id, client_id, name, created_by)
  values (claim_sender_domain.workspace_id, claim_sender_domain.client_id, wanted, auth.uid())
  returning * into claimed;
  return claimed;
end;
$$;

create or replace function private.create_workspace(name text, website text default null::text, industry text default null::text, country public.country_code default null::public.country_code)
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
    raise exception 'unauthorized' using errcode = 'PT401', detail = 'Sign in to create a workspace.';
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

create or replace function private.enforce_attachment_total()
 returns trigger
 language plpgsql
 security definer
 set search_path = ''
as $$
declare
  limit_bytes constant bigint := 28311552;
  stored_size bigint;
  other_total bigint;
begin
  perform 1 from public.campaigns c where c.id = new.campaign_id for update;
  select (o.metadata ->> 'size')::bigint into stored_size
  from storage.objects o
  where o.bucket_id = 'attachments' and o.name = new.storage_path;
  if stored_size is null then
    raise exception 'attachment_not_uploaded' using errcode = 'PT422',
      detail = 'Upload the file to the campaign''s folder of the attachments bucket before recording it.';
  end if;
  if stored_size <> new.size_bytes then
    raise exception 'attachment_size_mismatch' using errcode = 'PT422',
      detail = format('The file holds %s bytes.', stored_size);
  end if;
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, a.size_bytes)), 0) into other_total
  from public.campaign_attachments a
  left join storage.objects o on o.bucket_id = 'attachments' and o.name = a.storage_path
  where a.campaign_id = new.campaign_id and a.id <> new.id;
  if other_total + stored_size > limit_bytes then
    raise exception 'attachments_too_large' using errcode = 'PT422',
      detail = format('Attachments would total %s bytes; the limit is %s (as sent, base64 adds a third).',
        other_total + stored_size, limit_bytes);
  end if;
  return new;
end;
$$;

create or replace function private.enforce_campaign_rules()
 returns trigger
 language plpgsql
 set search_path = ''
as $$
declare
  -- API users act as `authenticated`; the service role and definer functions act as themselves.
  trusted boolean := current_user not in ('authenticated', 'anon');
  delivery constant public.campaign_status[] := array['sending', 'paused', 'sent']::public.campaign_status[];
begin
  if tg_op = 'INSERT' then
    if new.status not in ('draft', 'ready') and not trusted then
      raise exception 'campaign_status_transition' using errcode = 'PT409', detail = 'A campaign starts as draft or ready.';
    end if;
  else
    if new.workspace_id <> old.workspace_id or new.kind <> old.kind then
      raise exception 'campaign_workspace_fixed' using errcode = 'PT422', detail = 'A campaign keeps its workspace and kind.';
    end if;
    if new.status <> old.status then
      if not private.campaign_transition_allowed(new.kind, old.status, new.status) then
        raise exception 'campaign_status_transition' using errcode = 'PT409',
          detail = format('A %s campaign cannot go from %s to %s.', new.kind, old.status, new.status);
      end if;
      if (new.status = any (delivery) or old.status = any (delivery)) and not trusted then
        raise exception 'service_only' using errcode = '42501', detail = 'Delivery status is set by the sending service.';
      end if;
    elsif new.status = 'sending' and (new.subject, new.preheader, new.html, new.design, new.sender_name, new.sender_domain)
        is distinct from (old.subject, old.preheader, old.html, old.design, old.sender_name, old.sender_domain) then
      raise exception 'campaign_sending_locked' using errcode = 'PT409',
        detail = 'The message cannot change while it is being sent.';
    end if;
  end if;

  if tg_op = 'INSERT' or new.status <> old.status then
    if new.status = 'ready' and new.kind = 'email' and new.html is null then
      raise exception 'content_required' using errcode = 'PT422', detail = 'An email is ready once it has HTML.';
    end if;
    if new.status in ('ready', 'published') and new.kind = 'page' and new.content is null then
      raise exception 'content_required' using errcode = 'PT422', detail = 'A page is ready once it has content.';
    end if;
    if new.status = 'published' and new.slug is null then
      raise exception 'slug_required' using errcode = 'PT422';
    end if;
    if new.status = 'sending' then
      if coalesce(btrim(new.sender_name), '') = '' then
        raise exception 'sender_required' using errcode = 'PT422',
          detail = 'The sender name cannot be empty.';
      end if;
      if coalesce(btrim(new.subject), '') = '' or new.html is null then
        raise exception 'content_required' using errcode = 'PT422', detail = 'Sending needs a subject and HTML.';
      end if;
    end if;
  end if;
  return new;
end;
$$;

create or replace function private.hit_rate_limit(bucket text, key text, max_hits integer, window_seconds integer)
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
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'window_seconds must be positive and max_hits not negative.';
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

create or replace function private.join_waitlist(email text, locale public.locale default 'en'::public.locale)
 returns text
 language plpgsql
 security definer
 set search_path = ''
as $$
declare
  address text := private.normalize_email(join_waitlist.email);
begin
  if not coalesce(private.is_valid_email(address), false) then
    raise exception 'invalid_email' using errcode = 'PT422', detail = 'Enter a valid email';
  end if;
  perform private.throttle_by_address('waitlist', 10, 3600);
  insert into public.waitlist (email, locale) values (address, coalesce(join_waitlist.locale, 'en'))
  on conflict on constraint waitlist_email_key do nothing;
  return 'received';
end;
$$;

create or replace function private.limit_new_invitations()
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
    raise exception 'invitation_daily_limit' using errcode = 'PT429',
      detail = 'At most 15 invitations per person and 30 per workspace a day.',
      hint = 'Try again tomorrow.';
  end if;
  return new;
end;
$$;

create or replace function private.prepare_lead()
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
    raise exception 'wrong_campaign_kind' using errcode = 'PT422', detail = 'A lead comes from a page.';
  end if;
  if not public.page_is_live(page.id) then
    raise exception 'page_not_live' using errcode = 'PT409',
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

create or replace function private.refuse_deleting_paid_pages()
 returns trigger
 language plpgsql
 security definer
 set search_path = ''
as $$
begin
  if old.kind = 'page' and exists (
    select 1
    from public.page_subscriptions s
    where s.campaign_id = old.id
      and (s.status in ('active', 'trialing', 'past_due', 'unpaid', 'paused')
           or (s.status = 'incomplete'
               and (s.stripe_subscription_id is not null
                    or (s.stripe_checkout_session_id is not null and s.updated_at > now() - interval '24 hours'))))
  ) then
    raise exception 'page_has_subscription' using errcode = 'PT409',
      detail = 'The page''s webpage plan is running or being paid for. Cancel the plan first (or let an unfinished payment expire); the page can be deleted once the plan has ended.';
  end if;
  return old;
end;
$$;

create or replace function private.refuse_removing_domain_in_use()
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
    raise exception 'sender_domain_in_use' using errcode = 'PT409',
      detail = 'A campaign is being sent from this domain; remove it once the send has ended.';
  end if;
  return old;
end;
$$;

create or replace function private.renew_invitation(invitation_id uuid)
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
    raise exception 'invitation_not_found' using errcode = 'PT404',
      detail = 'The invitation does not exist, was already accepted, or you may not manage it.';
  end if;
  return renewed;
end;
$$;

create or replace function private.require_campaign_kind()
 returns trigger
 language plpgsql
 security definer
 set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.campaigns c where c.id = new.campaign_id and c.kind = tg_argv[0]::public.campaign_kind
  ) then
    raise exception 'wrong_campaign_kind' using errcode = 'PT422',
      detail = format('%s belong to %s campaigns only.', tg_table_name, tg_argv[0]);
  end if;
  return new;
end;
$$;

create or replace function private.resume_send_job(job_id uuid)
 returns public.send_jobs
 language plpgsql
 security definer
 set search_path = ''
as $$
declare
  job public.send_jobs;
  target public.campaigns;
  problem text;
begin
  select * into job from public.send_jobs j where j.id = resume_send_job.job_id for update;
  if not found or not private.has_role_on_workspace(job.workspace_id) then
    raise exception 'send_job_not_found' using errcode = 'PT404';
  end if;
  if not private.has_role_on_workspace(job.workspace_id, 'admin') then
    raise exception 'owner_or_admin_only' using errcode = '42501', detail = 'Only owners and admins resume a send.';
  end if;
  if job.status <> 'paused' then
    raise exception 'send_job_not_paused' using errcode = 'PT409', detail = job.status::text;
  end if;
  if job.sender_domain is not null then
    select * into target from public.campaigns c where c.id = job.campaign_id;
    problem := private.sender_domain_problem(job.workspace_id, target.client_id, job.sender_domain);
    if problem is not null then
      if problem = 'not_owned' then
        raise exception 'sender_domain_not_owned' using errcode = 'PT422', detail = problem;
      end if;
      raise exception 'sender_domain_not_verified' using errcode = 'PT422', detail = problem;
    end if;
  end if;
  update public.send_jobs j set
    status = 'queued',
    auto_pause = j.auto_pause and j.pause_reason is distinct from 'bounces' and j.pause_reason is distinct from 'complaints',
    pause_reason = null,
    paused_at = null,
    last_error = null,
    locked_until = null
  where j.id = job.id
  returning * into job;
  update public.campaigns c set status = 'sending' where c.id = job.campaign_id and c.status = 'paused';
  return job;
end;
$$;

create or replace function private.ship_campaign(campaign_id uuid)
 returns public.send_jobs
 language plpgsql
 security definer
 set search_path = ''
as $$
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
    coalesce(auth.role(), '') <> 'service_role' and not private.has_role_on_workspace(target.workspace_id)
  ) then
    raise exception 'campaign_not_found' using errcode = 'PT404';
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
$$;

create or replace function private.submit_contact(first_name text, last_name text, email text, phone text default null::text, locale public.locale default 'en'::public.locale)
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
  perform private.throttle_by_address('contact', 5, 3600);
  if coalesce(length(given_first), 0) not between 1 and 100 or given_first ~ '[[:cntrl:]<>]'
    or not private.is_valid_name(given_first) then
    raise exception 'invalid_first_name' using errcode = 'PT422';
  end if;
  if coalesce(length(given_last), 0) not between 1 and 100 or given_last ~ '[[:cntrl:]<>]'
    or not private.is_valid_name(given_last) then
    raise exception 'invalid_last_name' using errcode = 'PT422';
  end if;
  if not coalesce(private.is_valid_email(address), false) then
    raise exception 'invalid_email' using errcode = 'PT422';
  end if;
  if given_phone is not null and not private.is_valid_phone(given_phone) then
    raise exception 'invalid_phone' using errcode = 'PT422';
  end if;
  insert into public.contact_requests (first_name, last_name, email, phone, locale)
  values (given_first, given_last, address, given_phone, coalesce(submit_contact.locale, 'en'))
  returning id into created;
  return created;
end;
$$;

create or replace function private.transfer_workspace_ownership(workspace_id uuid, new_owner_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path = ''
as $$
begin
  if not private.has_role_on_workspace(transfer_workspace_ownership.workspace_id, 'owner') then
    raise exception 'owner_only' using errcode = '42501', detail = 'Only the owner can transfer the workspace.';
  end if;
  if new_owner_id = (select auth.uid()) then
    return;
  end if;
  if not exists (
    select 1 from public.workspace_members m
    where m.workspace_id = transfer_workspace_ownership.workspace_id and m.user_id = new_owner_id
  ) then
    raise exception 'new_owner_not_member' using errcode = 'PT422', detail = 'The new owner must be a member of the workspace.';
  end if;
  update public.workspace_members m set role = 'admin'
  where m.workspace_id = transfer_workspace_ownership.workspace_id and m.role = 'owner';
  update public.workspace_members m set role = 'owner'
  where m.workspace_id = transfer_workspace_ownership.workspace_id and m.user_id = new_owner_id;
end;
$$;

create or replace function private.use_plan_recipients(page_id uuid, campaign_id uuid, recipients integer)
 returns integer
 language plpgsql
 security definer
 set search_path = ''
as $$
declare
  page public.campaigns%rowtype;
  target public.campaigns%rowtype;
  left_over integer;
  source uuid;
begin
  select * into page from public.campaigns c where c.id = use_plan_recipients.page_id for update;
  if not found or page.kind <> 'page' or not private.has_role_on_workspace(page.workspace_id) then
    raise exception 'page_not_found' using errcode = 'PT404';
  end if;
  select * into target from public.campaigns c where c.id = use_plan_recipients.campaign_id;
  if not found or target.workspace_id <> page.workspace_id then
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
$$;

create or replace function public.add_recipients(campaign_id uuid, emails text[])
 returns table (inserted integer, duplicates integer, invalid integer)
 language plpgsql
 set search_path = ''
as $$
declare
  target_workspace uuid;
  given integer := coalesce(cardinality(emails), 0);
  valid integer;
begin
  select c.workspace_id into target_workspace from public.campaigns c where c.id = add_recipients.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if given > 100000 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'At most 100000 addresses per call.';
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
    on conflict on constraint recipients_campaign_id_workspace_id_email_key do nothing
    returning 1
  )
  select (select count(*) from added), (select coalesce(sum(v.occurrences), 0) from valid_addresses v)
  into inserted, valid;

  invalid := given - valid;
  duplicates := valid - inserted;
  return next;
end;
$$;

create or replace function public.begin_send_batch(job_id uuid, from_bookmark bigint, recipient_ids bigint[])
 returns void
 language plpgsql
 set search_path = ''
as $$
begin
  update public.send_jobs j set pending_batch = begin_send_batch.recipient_ids
  where j.id = begin_send_batch.job_id and j.status = 'running' and j.bookmark = begin_send_batch.from_bookmark;
  if not found then
    raise exception 'stale_send_batch' using errcode = 'PT409';
  end if;
end;
$$;

create or replace function public.campaign_event_timeline(campaign_id uuid, bucket text default 'hour'::text, time_zone text default 'UTC'::text)
 returns table (bucket_start timestamp with time zone, sent integer, delivered integer, opened integer, clicked integer, bounced integer, complained integer, failed integer)
 language plpgsql
 stable
 set search_path = ''
as $$
begin
  if campaign_event_timeline.bucket is null or campaign_event_timeline.bucket not in ('hour', 'day') then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'bucket is hour or day.';
  end if;
  if campaign_event_timeline.time_zone is null then
    raise exception 'invalid_time_zone' using errcode = 'PT422';
  end if;
  begin
    perform pg_catalog.date_trunc('hour', pg_catalog.now(), campaign_event_timeline.time_zone);
  exception when invalid_parameter_value then
    raise exception 'invalid_time_zone' using errcode = 'PT422';
  end;
  perform 1 from public.campaigns c where c.id = campaign_event_timeline.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  return query
    select date_trunc(campaign_event_timeline.bucket, e.occurred_at, campaign_event_timeline.time_zone),
           (count(*) filter (where e.type = 'sent'))::integer,
           (count(*) filter (where e.type = 'delivered'))::integer,
           (count(*) filter (where e.type = 'opened'))::integer,
           (count(*) filter (where e.type = 'clicked'))::integer,
           (count(*) filter (where e.type = 'bounced'))::integer,
           (count(*) filter (where e.type = 'complained'))::integer,
           (count(*) filter (where e.type = 'failed'))::integer
    from public.recipient_events e
    where e.campaign_id = campaign_event_timeline.campaign_id
    group by 1
    order by 1;
end;
$$;

create or replace function public.campaign_send_checklist(campaign_id uuid)
 returns table (item text, ok boolean, blocking boolean, detail text)
 language plpgsql
 stable
 set search_path = ''
as $$
declare
  target public.campaigns;
  place public.workspaces;
  domain text;
  domain_problem text;
  text_of_html text;
  has_address boolean;
  attachment_bytes bigint;
  sent_bytes bigint;
begin
  select * into target from public.campaigns c where c.id = campaign_send_checklist.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  select * into place from public.workspaces w where w.id = target.workspace_id;
  domain := nullif(lower(btrim(target.sender_domain)), '');
  if domain is not null then
    domain_problem := private.sender_domain_problem(target.workspace_id, target.client_id, domain);
  end if;
  text_of_html := private.html_text(target.html);
  has_address := coalesce(btrim(place.contact_street), '') <> '' and coalesce(btrim(place.contact_city), '') <> ''
    and coalesce(btrim(place.contact_zip), '') <> '' and place.contact_country is not null;
  select coalesce(sum(a.size_bytes), 0) into attachment_bytes
  from public.campaign_attachments a where a.campaign_id = target.id;
  sent_bytes := coalesce(octet_length(target.html), 0) + 4 * ceil(attachment_bytes / 3.0)::bigint;

  return query values
    ('sender_name', coalesce(btrim(target.sender_name), '') <> '', true, null::text),
    ('sender_domain', domain_problem is null, true, coalesce(domain_problem, case when domain is null then 'shared' end)),
    ('reply_to', place.contact_email is not null, domain is null, null),
    ('subject', coalesce(btrim(target.subject), '') <> '', true, null),
    ('subject_length', char_length(coalesce(btrim(target.subject), '')) <= 70, false,
      char_length(coalesce(btrim(target.subject), ''))::text),
    ('preheader', char_length(coalesce(btrim(target.preheader), '')) between 1 and 150, false,
      char_length(coalesce(btrim(target.preheader), ''))::text),
    ('postal_address', has_address, true, null),
    ('postal_address_in_email',
      has_address and private.html_shows(text_of_html, place.contact_street)
        and private.html_shows(text_of_html, place.contact_city) and private.html_shows(text_of_html, place.contact_zip),
      true, null),
    ('unsubscribe_link', strpos(coalesce(target.html, ''), '{{unsubscribe_url}}') > 0, true, null),
    ('message_size', coalesce(octet_length(target.html), 0) <= 102 * 1024, false,
      coalesce(octet_length(target.html), 0)::text),
    ('attachments_size', sent_bytes <= 40000000, true, sent_bytes::text);
end;
$$;

create or replace function public.campaign_suppressed_recipients(campaign_id uuid)
 returns integer
 language plpgsql
 stable
 set search_path = ''
as $$
declare
  suppressed integer;
begin
  perform 1 from public.campaigns c where c.id = campaign_suppressed_recipients.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  select count(*)::integer into suppressed
  from public.recipients r
  where r.campaign_id = campaign_suppressed_recipients.campaign_id
    and not r.sent and not r.failed
    and exists (
      select 1 from public.suppressions s where s.workspace_id = r.workspace_id and s.email = r.email
    );
  return suppressed;
end;
$$;

create or replace function public.campaign_usage(campaign_id uuid)
 returns table (allowed integer, used integer, remaining integer)
 language plpgsql
 stable
 set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = campaign_usage.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
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

create or replace function public.lease_send_job(job_id uuid default null::uuid, lease_seconds integer default 120)
 returns setof public.send_jobs
 language plpgsql
 set search_path = ''
as $$
declare
  candidate uuid;
begin
  if lease_seconds is null or lease_seconds < 5 or lease_seconds > 3600 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'lease_seconds is between 5 and 3600.';
  end if;
  select j.id into candidate
  from public.send_jobs j
  where j.status in ('queued', 'running')
    and (j.locked_until is null or j.locked_until < now())
    and (lease_send_job.job_id is null or j.id = lease_send_job.job_id)
  order by j.created_at, j.id
  limit 1
  for update skip locked;
  if candidate is null then
    return;
  end if;
  return query
    update public.send_jobs j set
      status = 'running',
      locked_until = now() + make_interval(secs => lease_send_job.lease_seconds),
      attempts = j.attempts + 1,
      started_at = coalesce(j.started_at, now())
    where j.id = candidate
    returning j.*;
end;
$$;

create or replace function public.page_analytics(page_id uuid, since date)
 returns table (day date, views integer, form_starts integer, leads integer, sources jsonb)
 language plpgsql
 stable
 set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
begin
  if page_analytics.since is null or page_analytics.since > today or page_analytics.since < today - 366 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'since is a day within the last year.';
  end if;
  perform 1 from public.campaigns c where c.id = page_analytics.page_id and c.kind = 'page';
  if not found then
    raise exception 'page_not_found' using errcode = 'PT404';
  end if;
  return query
    with days as (
      select d::date as day from generate_series(page_analytics.since, today, interval '1 day') d
    ),
    events as (
      select (e.occurred_at at time zone 'UTC')::date as day, e.type, e.source
      from public.page_events e
      where e.page_id = page_analytics.page_id
        and e.occurred_at >= page_analytics.since::timestamp at time zone 'UTC'
    ),
    counted as (
      select ev.day,
             (count(*) filter (where ev.type = 'view'))::integer as views,
             (count(*) filter (where ev.type = 'form_start'))::integer as form_starts
      from events ev group by ev.day
    ),
    by_source as (
      select s.day, jsonb_object_agg(s.source, s.views) as sources
      from (
        select ev.day, ev.source, count(*)::integer as views
        from events ev where ev.type = 'view' group by ev.day, ev.source
      ) s
      group by s.day
    ),
    captured as (
      select (l.created_at at time zone 'UTC')::date as day, count(*)::integer as leads
      from public.leads l
      where l.campaign_id = page_analytics.page_id
        and l.created_at >= page_analytics.since::timestamp at time zone 'UTC'
      group by 1
    )
    select d.day, coalesce(c.views, 0), coalesce(c.form_starts, 0), coalesce(l.leads, 0),
           coalesce(b.sources, '{}'::jsonb)
    from days d
    left join counted c on c.day = d.day
    left join by_source b on b.day = d.day
    left join captured l on l.day = d.day
    order by d.day;
end;
$$;

create or replace function public.page_plan_recipients(page_id uuid)
 returns table (credited integer, moved integer, remaining integer)
 language plpgsql
 stable
 set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = page_plan_recipients.page_id and c.kind = 'page';
  if not found then
    raise exception 'page_not_found' using errcode = 'PT404';
  end if;
  select coalesce(sum(p.recipients), 0) into credited
  from public.campaign_purchases p
  where p.campaign_id = page_plan_recipients.page_id and p.page_subscription_id is not null and p.status = 'paid';
  select coalesce(sum(p.recipients), 0) into moved
  from public.campaign_purchases p
  join public.page_subscriptions s on s.id = p.page_subscription_id
  where s.campaign_id = page_plan_recipients.page_id
    and p.campaign_id is distinct from page_plan_recipients.page_id
    and p.status = 'paid';
  remaining := greatest(credited - moved, 0);
  return next;
end;
$$;

create or replace function public.recipient_summary(campaign_id uuid)
 returns table (total integer, already_sent integer, delivered integer, opened integer, clicked integer, bounced integer, failed integer, complained integer, delayed integer, new integer)
 language plpgsql
 stable
 set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = recipient_summary.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
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

create or replace function public.record_send_batch(job_id uuid, results jsonb, bookmark bigint, from_bookmark bigint, lease_seconds integer default 120)
 returns public.send_jobs
 language plpgsql
 set search_path = ''
as $$
declare
  job public.send_jobs;
  sent_now integer;
  failed_now integer;
  skipped_now integer;
begin
  select * into job from public.send_jobs j where j.id = record_send_batch.job_id for update;
  if not found then
    raise exception 'send_job_not_found' using errcode = 'PT404';
  end if;
  if job.status not in ('running', 'paused', 'queued') then
    raise exception 'send_job_not_running' using errcode = 'PT409', detail = job.status::text;
  end if;
  if job.bookmark <> record_send_batch.from_bookmark or record_send_batch.bookmark < job.bookmark then
    raise exception 'stale_send_batch' using errcode = 'PT409',
      detail = format('The job''s bookmark is %s, the batch started at %s.', job.bookmark, record_send_batch.from_bookmark);
  end if;
  if jsonb_typeof(coalesce(record_send_batch.results, '[]')) <> 'array' then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'results must be an array.';
  end if;

  with batch as (
    select distinct on ((e ->> 'recipient_id')::bigint)
           (e ->> 'recipient_id')::bigint as recipient_id, nullif(e ->> 'message_id', '') as message_id,
           coalesce((e ->> 'skipped')::boolean, false) as skipped, coalesce((e ->> 'failed')::boolean, false) as failed
    from jsonb_array_elements(coalesce(record_send_batch.results, '[]')) e
    where (e ->> 'recipient_id')::bigint > record_send_batch.from_bookmark
      and (e ->> 'recipient_id')::bigint <= record_send_batch.bookmark
  ),
  sent_rows as (
    update public.recipients r set message_id = b.message_id, sent = true, sent_at = coalesce(r.sent_at, now())
    from batch b
    where r.id = b.recipient_id and r.send_job_id = job.id and not r.sent and not r.failed
      and b.message_id is not null and not b.skipped and not b.failed
    returning 1
  ),
  failed_rows as (
    update public.recipients r set failed = true, last_event_at = now()
    from batch b
    where r.id = b.recipient_id and r.send_job_id = job.id and not r.sent and not r.failed
      and b.failed and not b.skipped
    returning 1
  )
  select (select count(*) from sent_rows), (select count(*) from failed_rows),
         (select count(*) from batch b join public.recipients r on r.id = b.recipient_id
          where r.send_job_id = job.id and not r.sent and not r.failed and b.skipped)
  into sent_now, failed_now, skipped_now;

  update public.send_jobs j set
    sent_count = j.sent_count + sent_now,
    failed_count = j.failed_count + failed_now,
    skipped_count = j.skipped_count + skipped_now,
    bookmark = record_send_batch.bookmark,
    pending_batch = null,
    last_error = case when j.status = 'paused' then j.last_error end,
    locked_until = case when j.status = 'running'
      then now() + make_interval(secs => coalesce(record_send_batch.lease_seconds, 120)) end
  where j.id = job.id
  returning * into job;

  if not exists (
    select 1 from public.recipients r where r.send_job_id = job.id and r.id > job.bookmark
  ) then
    update public.send_jobs j set status = 'finished', finished_at = now(), locked_until = null
    where j.id = job.id
    returning * into job;
    update public.campaigns c set status = 'sent' where c.id = job.campaign_id and c.status in ('sending', 'paused');
  end if;
  return job;
end;
$$;

create or replace function public.sender_domain_to_manage(domain_id uuid)
 returns public.sender_domains
 language plpgsql
 stable
 set search_path = ''
as $$
declare
  target public.sender_domains;
begin
  select * into target from public.sender_domains d where d.id = sender_domain_to_manage.domain_id;
  if not found or not private.has_role_on_workspace(target.workspace_id, 'admin') then
    raise exception 'sender_domain_not_found' using errcode = 'PT404';
  end if;
  return target;
end;
$$;

create or replace function public.set_current_workspace(workspace_id uuid)
 returns public.profiles
 language plpgsql
 set search_path = ''
as $$
declare
  updated public.profiles;
begin
  if not private.has_role_on_workspace(set_current_workspace.workspace_id) then
    raise exception 'workspace_not_found' using errcode = 'PT404', detail = 'Not a member of this workspace.';
  end if;
  update public.profiles
  set current_workspace_id = set_current_workspace.workspace_id
  where id = (select auth.uid())
  returning * into updated;
  return updated;
end;
$$;

create or replace function public.take_send_slot(requests_per_second numeric)
 returns double precision
 language plpgsql
 set search_path = ''
as $$
declare
  slot timestamptz;
begin
  if requests_per_second is null or requests_per_second <= 0 or requests_per_second > 1000 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'requests_per_second is between 0 and 1000.';
  end if;
  update private.send_pacer p set
    next_slot_at = greatest(p.next_slot_at, clock_timestamp()) + make_interval(secs => 1 / take_send_slot.requests_per_second)
  returning p.next_slot_at - make_interval(secs => 1 / take_send_slot.requests_per_second) into slot;
  return greatest(extract(epoch from slot - clock_timestamp()), 0)::double precision;
end;
$$;
