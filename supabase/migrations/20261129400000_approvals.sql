-- Approvals (issue 22, item 1; docs/approvals.md).
--
-- A campaign or page is submitted for review, then approved or sent back with changes requested.
-- What was reviewed is a snapshot in campaign_versions, so the review is of that exact content: any
-- edit of what is sent or published while it is in review or approved puts it back to draft. A
-- workspace may require approval, and a client may say otherwise for its own items; then a campaign
-- ships (campaign_send_checklist's `approval` item) and a page publishes only once approved.
-- campaign_reviews keeps every step: who, when, which snapshot, and the note.

create type public.review_state as enum ('draft', 'in_review', 'changes_requested', 'approved');

alter table public.workspaces
  add column approval_required boolean not null default false;
comment on column public.workspaces.approval_required is
  'Whether campaigns and pages are approved before they are sent or published; clients may say otherwise.';
grant update (approval_required) on public.workspaces to authenticated;

alter table public.clients
  add column approval_required boolean;
comment on column public.clients.approval_required is
  'Whether this client''s campaigns and pages need approval; null follows the workspace.';
grant insert (approval_required), update (approval_required) on public.clients to authenticated;

alter table public.campaigns
  add column review_state public.review_state not null default 'draft',
  add column reviewed_version_id uuid references public.campaign_versions (id) on delete set null;
comment on column public.campaigns.review_state is
  'Where the review stands; set only by the review functions, and back to draft by an edit of what was reviewed.';
comment on column public.campaigns.reviewed_version_id is
  'The snapshot submitted for review (and approved, once it is); null in draft.';
create index campaigns_reviewed_version_id_idx on public.campaigns (reviewed_version_id);

create type public.review_action as enum ('submitted', 'approved', 'changes_requested', 'withdrawn', 'reopened');

create table public.campaign_reviews (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  version_id uuid references public.campaign_versions (id) on delete set null,
  action public.review_action not null,
  note text check (length(note) <= 2000),
  actor_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.campaign_reviews is
  'Every review step of a campaign or page: submitted, approved, changes requested, withdrawn, reopened by an edit.';
create index campaign_reviews_campaign_id_workspace_id_created_at_idx
  on public.campaign_reviews (campaign_id, workspace_id, created_at desc);
create index campaign_reviews_workspace_id_idx on public.campaign_reviews (workspace_id);
create index campaign_reviews_version_id_idx on public.campaign_reviews (version_id);
create index campaign_reviews_actor_id_idx on public.campaign_reviews (actor_id);

alter table public.campaign_reviews enable row level security;
revoke all on public.campaign_reviews from anon, authenticated, service_role;
-- Written only by the review functions and the reopening trigger (definer, below).
grant select on public.campaign_reviews to authenticated, service_role;

create policy "Review steps are visible to those who reach the campaign" on public.campaign_reviews
  for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

-- Editors edit clients, but whether a client's items need approval is the admins' to say.
create function private.enforce_client_approval_setting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' and new.approval_required is not null
      or tg_op = 'UPDATE' and new.approval_required is distinct from old.approval_required)
     and (select auth.role()) = 'authenticated'
     and not private.can_reach_client(new.workspace_id, null, 'admin') then
    raise exception 'owner_or_admin_only' using errcode = '42501',
      detail = 'Owners and admins say whether a client''s items need approval.';
  end if;
  return new;
end;
$$;

create trigger enforce_client_approval_setting before insert or update on public.clients
  for each row execute function private.enforce_client_approval_setting();

-- The rule ----------------------------------------------------------------------------------------

create function private.approval_required(workspace_id uuid, client_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select c.approval_required from public.clients c where c.id = approval_required.client_id),
    (select w.approval_required from public.workspaces w where w.id = approval_required.workspace_id),
    false
  )
$$;
grant execute on function private.approval_required(uuid, uuid) to authenticated, service_role;

-- Whether the row's sent or published content differs: what a review is of.
create function private.reviewed_content_changed(old public.campaigns, new public.campaigns)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (new.content, new.design, new.html, new.subject, new.preheader, new.template, new.sender_name)
    is distinct from (old.content, old.design, old.html, old.subject, old.preheader, old.template, old.sender_name)
$$;

create function private.record_review_step(
  target public.campaigns,
  action public.review_action,
  version_id uuid,
  note text
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_reviews (workspace_id, campaign_id, version_id, action, note, actor_id)
  values (target.workspace_id, target.id, record_review_step.version_id, record_review_step.action,
          nullif(btrim(record_review_step.note), ''), auth.uid())
$$;

-- Before an update of a campaign (review_state and reviewed_version_id are in no role's column
-- grants: only the review functions below move them): an edit of reviewed content reopens the
-- review; a page that needs approval is published only approved.
create function private.enforce_review_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.review_state in ('in_review', 'approved') and private.reviewed_content_changed(old, new) then
    new.review_state := 'draft';
    new.reviewed_version_id := null;
    perform private.record_review_step(new, 'reopened', old.reviewed_version_id, null);
  end if;
  if new.kind = 'page' and new.status = 'published' and old.status <> 'published'
     and new.review_state <> 'approved' and private.approval_required(new.workspace_id, new.client_id) then
    raise exception 'approval_required' using errcode = 'PT422',
      detail = 'This page is published once it is approved.';
  end if;
  return new;
end;
$$;

create trigger enforce_review_rules before update on public.campaigns
  for each row execute function private.enforce_review_rules();

-- Shipping: the checklist's `approval` item blocks while approval is required and not given, so
-- ship_campaign refuses approval_required. Both as 20261127230000 otherwise.
create or replace function private.checklist_refusal(item text, detail text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case item
    when 'sender_name' then 'sender_required'
    when 'sender_domain' then case when detail = 'not_owned' then 'sender_domain_not_owned' else 'sender_domain_not_verified' end
    when 'reply_to' then 'reply_to_required'
    when 'subject' then 'subject_required'
    when 'postal_address' then 'postal_address_required'
    when 'postal_address_in_email' then 'postal_address_missing_from_email'
    when 'unsubscribe_link' then 'unsubscribe_link_missing'
    when 'attachments_size' then 'attachments_too_large'
    when 'approval' then 'approval_required'
    -- A blocking item added to the checklist without a code of its own.
    else 'invalid_campaign'
  end
$function$;

create or replace function public.campaign_send_checklist(campaign_id uuid)
 RETURNS TABLE(item text, ok boolean, blocking boolean, detail text)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
    ('attachments_size', sent_bytes <= 40000000, true, sent_bytes::text),
    ('approval', target.review_state = 'approved' or not private.approval_required(target.workspace_id, target.client_id),
      private.approval_required(target.workspace_id, target.client_id), target.review_state::text);
end;
$function$;

-- The steps ---------------------------------------------------------------------------------------

-- The campaign the caller reaches at min_role, locked; campaign_not_found or viewer_read_only else.
create function private.campaign_for_review(campaign_id uuid, min_role public.workspace_role)
returns public.campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
begin
  select * into target from public.campaigns c where c.id = campaign_for_review.campaign_id for update;
  if not found or not private.can_reach_client(target.workspace_id, target.client_id, 'viewer') then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(target.workspace_id, target.client_id, campaign_for_review.min_role) then
    if campaign_for_review.min_role = 'editor' then
      raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not submit for review.';
    end if;
    raise exception 'owner_or_admin_only' using errcode = '42501', detail = 'Owners and admins decide reviews.';
  end if;
  return target;
end;
$$;

-- Editors submit a draft, or one sent back with changes requested, with its content as it is now.
create function private.submit_for_review(campaign_id uuid, note text)
returns public.campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns := private.campaign_for_review(submit_for_review.campaign_id, 'editor');
  snapshot uuid;
begin
  if target.review_state not in ('draft', 'changes_requested') then
    raise exception 'review_step_unavailable' using errcode = 'PT409',
      detail = format('A campaign %s cannot be submitted.', target.review_state);
  end if;
  if (target.kind = 'email' and target.html is null) or (target.kind = 'page' and target.content is null) then
    raise exception 'content_required' using errcode = 'PT422', detail = 'Only generated content is reviewed.';
  end if;
  insert into public.campaign_versions (workspace_id, campaign_id, content, design, html, subject, preheader, note)
  values (target.workspace_id, target.id, target.content, target.design, target.html, target.subject,
          target.preheader, 'Submitted for review')
  returning id into snapshot;
  update public.campaigns c set review_state = 'in_review', reviewed_version_id = snapshot
  where c.id = target.id
  returning * into target;
  perform private.record_review_step(target, 'submitted', snapshot, submit_for_review.note);
  return target;
end;
$$;

-- Owners and admins approve what is in review, or send it back with a note saying what to change.
create function private.decide_review(campaign_id uuid, decision public.review_action, note text)
returns public.campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns := private.campaign_for_review(decide_review.campaign_id, 'admin');
begin
  if decide_review.decision not in ('approved', 'changes_requested') then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'A decision approves or requests changes.';
  end if;
  if target.review_state <> 'in_review' then
    raise exception 'review_step_unavailable' using errcode = 'PT409',
      detail = format('A campaign %s has no review to decide.', target.review_state);
  end if;
  if decide_review.decision = 'changes_requested' and coalesce(btrim(decide_review.note), '') = '' then
    raise exception 'review_note_required' using errcode = 'PT422', detail = 'Say what should change.';
  end if;
  update public.campaigns c set review_state = decide_review.decision::text::public.review_state
  where c.id = target.id
  returning * into target;
  perform private.record_review_step(target, decide_review.decision, target.reviewed_version_id, decide_review.note);
  return target;
end;
$$;

-- Editors take back what is in review, to keep working on it.
create function private.withdraw_review(campaign_id uuid)
returns public.campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns := private.campaign_for_review(withdraw_review.campaign_id, 'editor');
  withdrawn uuid := target.reviewed_version_id;
begin
  if target.review_state <> 'in_review' then
    raise exception 'review_step_unavailable' using errcode = 'PT409',
      detail = format('A campaign %s is not in review.', target.review_state);
  end if;
  update public.campaigns c set review_state = 'draft', reviewed_version_id = null
  where c.id = target.id
  returning * into target;
  perform private.record_review_step(target, 'withdrawn', withdrawn, null);
  return target;
end;
$$;

revoke execute on function private.campaign_for_review(uuid, public.workspace_role) from public;
revoke execute on function private.submit_for_review(uuid, text) from public;
revoke execute on function private.decide_review(uuid, public.review_action, text) from public;
revoke execute on function private.withdraw_review(uuid) from public;
revoke execute on function private.record_review_step(public.campaigns, public.review_action, uuid, text) from public;
grant execute on function private.submit_for_review(uuid, text) to authenticated;
grant execute on function private.decide_review(uuid, public.review_action, text) to authenticated;
grant execute on function private.withdraw_review(uuid) to authenticated;

create function public.submit_for_review(campaign_id uuid, note text default null)
returns public.campaigns
language sql
security invoker
set search_path = ''
as $$ select private.submit_for_review($1, $2) $$;

create function public.decide_review(campaign_id uuid, decision public.review_action, note text default null)
returns public.campaigns
language sql
security invoker
set search_path = ''
as $$ select private.decide_review($1, $2, $3) $$;

create function public.withdraw_review(campaign_id uuid)
returns public.campaigns
language sql
security invoker
set search_path = ''
as $$ select private.withdraw_review($1) $$;

revoke execute on function public.submit_for_review(uuid, text) from public, anon;
revoke execute on function public.decide_review(uuid, public.review_action, text) from public, anon;
revoke execute on function public.withdraw_review(uuid) from public, anon;
grant execute on function public.submit_for_review(uuid, text) to authenticated;
grant execute on function public.decide_review(uuid, public.review_action, text) to authenticated;
grant execute on function public.withdraw_review(uuid) to authenticated;
