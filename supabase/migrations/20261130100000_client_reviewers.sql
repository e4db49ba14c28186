-- Client reviewers (docs/approvals.md): people at a client who approve its campaigns and pages
-- without an account. An owner or admin adds a reviewer to a client; send-review-link emails them
-- a link whose secret the database keeps only as a SHA-256 hash, which expires and which is
-- revoked by removing or revoking the reviewer or by sending a new link. With the link, anyone
-- (the anon role) may call the review_link_* functions below, which show that client's submitted
-- items only (the snapshot as it will go out, its review steps and comments), take comments pinned
-- to a section and decide a review. Comments by the team are rows of campaign_comments too.

create table public.client_reviewers (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  client_id uuid not null,
  email extensions.citext not null check (private.is_valid_email(email::text)),
  name text not null check (length(btrim(name)) between 1 and 120),
  locale public.locale not null default 'en',
  -- The link (its secret's hash is in private.review_links): when it stops working, when it was
  -- last emailed (the cool-down), when the admins revoked it.
  link_expires_at timestamptz,
  link_sent_at timestamptz,
  revoked_at timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, workspace_id),
  unique (client_id, email),
  foreign key (client_id, workspace_id) references public.clients (id, workspace_id) on delete cascade
);
comment on table public.client_reviewers is
  'Someone at a client who reviews its items through an emailed link, without an account.';
create index client_reviewers_workspace_id_idx on public.client_reviewers (workspace_id);
create index client_reviewers_client_id_workspace_id_idx on public.client_reviewers (client_id, workspace_id);
create index client_reviewers_created_by_idx on public.client_reviewers (created_by);
create trigger set_updated_at before update on public.client_reviewers
  for each row execute function private.set_updated_at();

alter table public.client_reviewers enable row level security;
revoke all on public.client_reviewers from anon, authenticated, service_role;
grant select on public.client_reviewers to authenticated, service_role;
grant insert (workspace_id, client_id, email, name, locale) on public.client_reviewers to authenticated;
grant update (name, locale, revoked_at) on public.client_reviewers to authenticated;
grant delete on public.client_reviewers to authenticated;

create policy "Reviewers are visible to those who reach the client" on public.client_reviewers
  for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or client_id in (select private.limited_client_ids('viewer'))
  );
-- Whoever may add a reviewer may make them approve: the workspace's owner and admins only.
create policy "Owners and admins add reviewers" on public.client_reviewers
  for insert to authenticated
  with check (workspace_id in (select private.unlimited_workspace_ids('admin')));
create policy "Owners and admins change and revoke reviewers" on public.client_reviewers
  for update to authenticated
  using (workspace_id in (select private.unlimited_workspace_ids('admin')))
  with check (workspace_id in (select private.unlimited_workspace_ids('admin')));
create policy "Owners and admins remove reviewers" on public.client_reviewers
  for delete to authenticated
  using (workspace_id in (select private.unlimited_workspace_ids('admin')));

-- The SHA-256 of the secret in each reviewer's current link (the secret itself is never stored),
-- in a schema the API does not expose and in no role's grants: only the functions below read it.
create table private.review_links (
  reviewer_id uuid primary key references public.client_reviewers (id) on delete cascade,
  link_hash bytea not null unique
);
revoke all on private.review_links from public, anon, authenticated, service_role;

-- Every reviewer may be emailed a link: at most 30 new reviewers per workspace a day, so the
-- workspace cannot be used to email strangers in bulk (as invitations, 20261126130000).
create function private.limit_new_reviewers()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.client_reviewers r
      where r.workspace_id = new.workspace_id and r.created_at > now() - interval '1 day') >= 30 then
    raise exception 'reviewer_daily_limit' using errcode = 'PT429',
      detail = 'At most 30 new reviewers per workspace a day.';
  end if;
  return new;
end;
$$;
create trigger limit_new_reviewers before insert on public.client_reviewers
  for each row execute function private.limit_new_reviewers();

-- Who took a review step: a member (actor_id) or a client's reviewer (reviewer_id).
alter table public.campaign_reviews
  add column reviewer_id uuid references public.client_reviewers (id) on delete set null;
create index campaign_reviews_reviewer_id_idx on public.campaign_reviews (reviewer_id);

-- Comments ----------------------------------------------------------------------------------------

create table public.campaign_comments (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  -- The part of the email or page it is about (see src/content/comments/model/sections.ts); null: all of it.
  section text check (section ~ '^[a-z][a-z0-9-]{0,39}$'),
  body text not null check (length(btrim(body)) between 1 and 2000),
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  reviewer_id uuid references public.client_reviewers (id) on delete set null,
  -- Members named with @ in the body; each is emailed once (mentions_emailed_at).
  mentioned_user_ids uuid[] not null default '{}' check (cardinality(mentioned_user_ids) <= 20),
  mentions_emailed_at timestamptz,
  created_at timestamptz not null default now(),
  check (author_id is null or reviewer_id is null),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.campaign_comments is
  'Comments on a campaign or page, pinned to a section or not, by members and by the client''s reviewers.';
create index campaign_comments_campaign_id_workspace_id_created_at_idx
  on public.campaign_comments (campaign_id, workspace_id, created_at);
create index campaign_comments_workspace_id_idx on public.campaign_comments (workspace_id);
create index campaign_comments_author_id_idx on public.campaign_comments (author_id);
create index campaign_comments_reviewer_id_idx on public.campaign_comments (reviewer_id);

alter table public.campaign_comments enable row level security;
revoke all on public.campaign_comments from anon, authenticated, service_role;
-- author_id is its default (the caller); reviewer_id is set only by review_link_comment.
grant select on public.campaign_comments to authenticated, service_role;
grant insert (workspace_id, campaign_id, section, body, mentioned_user_ids) on public.campaign_comments to authenticated;
grant delete on public.campaign_comments to authenticated;

create policy "Comments are visible to those who reach the campaign" on public.campaign_comments
  for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );
create policy "Editors comment on the campaigns they reach" on public.campaign_comments
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (workspace_id in (select private.unlimited_workspace_ids('editor'))
         or campaign_id in (select private.limited_campaign_ids('editor')))
  );
create policy "Authors delete their own comments" on public.campaign_comments
  for delete to authenticated
  using (author_id = (select auth.uid()));

-- Whether a member of the workspace reaches the campaign's client (any role): who may be mentioned.
create function private.member_reaches_campaign(user_id uuid, campaign_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.campaigns c
    join public.workspace_members m on m.workspace_id = c.workspace_id and m.user_id = member_reaches_campaign.user_id
    where c.id = member_reaches_campaign.campaign_id
      and (m.role >= 'admin' or not m.limited_to_clients
           or exists (select 1 from public.member_client_scopes s
                      where s.workspace_id = m.workspace_id and s.user_id = m.user_id and s.client_id = c.client_id))
  )
$$;
revoke execute on function private.member_reaches_campaign(uuid, uuid) from public;

create function private.check_comment_mentions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.mentioned_user_ids := array(select distinct unnest(new.mentioned_user_ids));
  if exists (select 1 from unnest(new.mentioned_user_ids) u(id)
             where not private.member_reaches_campaign(u.id, new.campaign_id)) then
    raise exception 'mention_not_member' using errcode = 'PT422',
      detail = 'Only members who reach this campaign may be mentioned.';
  end if;
  return new;
end;
$$;
create trigger check_comment_mentions before insert on public.campaign_comments
  for each row execute function private.check_comment_mentions();

-- Activity ----------------------------------------------------------------------------------------

create type public.activity_kind as enum (
  'created', 'generated', 'edited', 'submitted', 'approved', 'changes_requested', 'withdrawn', 'reopened',
  'commented', 'shipped', 'published', 'unpublished'
);

create table public.activity_events (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  kind public.activity_kind not null,
  actor_id uuid references public.profiles (id) on delete set null,
  reviewer_id uuid references public.client_reviewers (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.activity_events is
  'What happened to a campaign or page and who did it; written only by triggers.';
create index activity_events_campaign_id_workspace_id_created_at_idx
  on public.activity_events (campaign_id, workspace_id, created_at desc);
create index activity_events_workspace_id_created_at_idx on public.activity_events (workspace_id, created_at desc);
create index activity_events_actor_id_idx on public.activity_events (actor_id);
create index activity_events_reviewer_id_idx on public.activity_events (reviewer_id);

alter table public.activity_events enable row level security;
revoke all on public.activity_events from anon, authenticated, service_role;
grant select on public.activity_events to authenticated, service_role;
create policy "Activity is visible to those who reach the campaign" on public.activity_events
  for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

create function private.record_activity(
  workspace_id uuid,
  campaign_id uuid,
  kind public.activity_kind,
  actor_id uuid,
  reviewer_id uuid default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.activity_events (workspace_id, campaign_id, kind, actor_id, reviewer_id)
  values ($1, $2, $3, $4, $5)
$$;
revoke execute on function private.record_activity(uuid, uuid, public.activity_kind, uuid, uuid) from public;

-- A campaign's own changes. Saves come every few seconds while someone edits: one "edited" per
-- person per campaign per ten minutes.
create function private.record_campaign_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), new.created_by);
  change public.activity_kind;
begin
  if tg_op = 'INSERT' then
    perform private.record_activity(new.workspace_id, new.id, 'created', actor);
    return null;
  end if;
  if (new.content, new.html) is distinct from (old.content, old.html) then
    change := case when new.edited_at is distinct from old.edited_at then 'edited' else 'generated' end;
    if change = 'generated' or not exists (
      select 1 from public.activity_events a
      where a.campaign_id = new.id and a.kind = 'edited' and a.actor_id is not distinct from actor
        and a.created_at > now() - interval '10 minutes'
    ) then
      perform private.record_activity(new.workspace_id, new.id, change, actor);
    end if;
  end if;
  if new.status is distinct from old.status and 'published' in (new.status::text, old.status::text) then
    perform private.record_activity(new.workspace_id, new.id,
      case when new.status = 'published' then 'published' else 'unpublished' end::public.activity_kind, actor);
  end if;
  return null;
end;
$$;
create trigger record_campaign_activity after insert or update on public.campaigns
  for each row execute function private.record_campaign_activity();

create function private.record_review_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_activity(new.workspace_id, new.campaign_id, new.action::text::public.activity_kind,
    new.actor_id, new.reviewer_id);
  return null;
end;
$$;
create trigger record_review_activity after insert on public.campaign_reviews
  for each row execute function private.record_review_activity();

create function private.record_comment_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_activity(new.workspace_id, new.campaign_id, 'commented', new.author_id, new.reviewer_id);
  return null;
end;
$$;
create trigger record_comment_activity after insert on public.campaign_comments
  for each row execute function private.record_comment_activity();

create function private.record_send_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.record_activity(new.workspace_id, new.campaign_id, 'shipped',
    coalesce((select auth.uid()), new.created_by));
  return null;
end;
$$;
create trigger record_send_activity after insert on public.send_jobs
  for each row execute function private.record_send_activity();

-- Review steps by a member or a reviewer ----------------------------------------------------------

drop function private.record_review_step(public.campaigns, public.review_action, uuid, text);
create function private.record_review_step(
  target public.campaigns,
  action public.review_action,
  version_id uuid,
  note text,
  reviewer_id uuid default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_reviews (workspace_id, campaign_id, version_id, action, note, actor_id, reviewer_id)
  values (target.workspace_id, target.id, record_review_step.version_id, record_review_step.action,
          nullif(btrim(record_review_step.note), ''),
          case when record_review_step.reviewer_id is null then auth.uid() end, record_review_step.reviewer_id)
$$;
revoke execute on function private.record_review_step(public.campaigns, public.review_action, uuid, text, uuid) from public;

-- The checks every decision makes, by a member or a reviewer.
create function private.apply_review_decision(
  target public.campaigns,
  decision public.review_action,
  note text,
  reviewer_id uuid
)
returns public.campaigns
language plpgsql
security definer
set search_path = ''
as $$
declare
  decided public.campaigns;
begin
  if apply_review_decision.decision not in ('approved', 'changes_requested') then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'A decision approves or requests changes.';
  end if;
  if target.review_state <> 'in_review' then
    raise exception 'review_step_unavailable' using errcode = 'PT409',
      detail = format('A campaign %s has no review to decide.', target.review_state);
  end if;
  if apply_review_decision.decision = 'changes_requested' and coalesce(btrim(apply_review_decision.note), '') = '' then
    raise exception 'review_note_required' using errcode = 'PT422', detail = 'Say what should change.';
  end if;
  update public.campaigns c set review_state = apply_review_decision.decision::text::public.review_state
  where c.id = target.id
  returning * into decided;
  perform private.record_review_step(decided, apply_review_decision.decision, decided.reviewed_version_id,
    apply_review_decision.note, apply_review_decision.reviewer_id);
  return decided;
end;
$$;
revoke execute on function private.apply_review_decision(public.campaigns, public.review_action, text, uuid) from public;

create or replace function private.decide_review(campaign_id uuid, decision public.review_action, note text)
returns public.campaigns
language sql
security definer
set search_path = ''
as $$
  select private.apply_review_decision(private.campaign_for_review($1, 'admin'), $2, $3, null)
$$;

-- The links ---------------------------------------------------------------------------------------

-- send-review-link (service role, after checking the caller manages the workspace): a new secret
-- for the reviewer's link, valid 30 days, replacing any earlier link; at most one per 10 minutes.
create function private.issue_review_link(reviewer_id uuid)
returns table (link_secret text, expires_at timestamptz, retry_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  reviewer public.client_reviewers;
  secret text := encode(extensions.gen_random_bytes(32), 'hex');
begin
  select * into reviewer from public.client_reviewers r where r.id = issue_review_link.reviewer_id for update;
  if not found then
    raise exception 'reviewer_not_found' using errcode = 'PT404';
  end if;
  if reviewer.link_sent_at > now() - interval '10 minutes' then
    return query select null::text, reviewer.link_expires_at, reviewer.link_sent_at + interval '10 minutes';
    return;
  end if;
  insert into private.review_links (reviewer_id, link_hash)
  values (reviewer.id, sha256(convert_to(secret, 'UTF8')))
  on conflict on constraint review_links_pkey do update set link_hash = excluded.link_hash;
  update public.client_reviewers r
  set link_expires_at = now() + interval '30 days', link_sent_at = now(), revoked_at = null
  where r.id = reviewer.id;
  return query select secret, now() + interval '30 days', null::timestamptz;
end;
$$;
revoke execute on function private.issue_review_link(uuid) from public;
grant execute on function private.issue_review_link(uuid) to service_role;

-- The provider refused the email: nobody has that link, so it dies and may be sent again at once.
create function private.release_review_link(reviewer_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.review_links l where l.reviewer_id = release_review_link.reviewer_id;
  update public.client_reviewers r set link_expires_at = null, link_sent_at = null
  where r.id = release_review_link.reviewer_id;
$$;
revoke execute on function private.release_review_link(uuid) from public;
grant execute on function private.release_review_link(uuid) to service_role;

-- The reviewer a link names, if it still works; null for an unknown, expired, revoked or replaced
-- link, or one whose reviewer was removed: the same answer for each.
create function private.live_reviewer(link_secret text)
returns public.client_reviewers
language sql
stable
security definer
set search_path = ''
as $$
  select r.*
  from private.review_links l
  join public.client_reviewers r on r.id = l.reviewer_id
  where length(live_reviewer.link_secret) = 64
    and l.link_hash = sha256(convert_to(live_reviewer.link_secret, 'UTF8'))
    and r.revoked_at is null and r.link_expires_at > now()
$$;
revoke execute on function private.live_reviewer(text) from public;

-- The same for the functions that act through a link: review_link_invalid when it does not work.
create function private.reviewer_of_link(link_secret text)
returns public.client_reviewers
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  reviewer public.client_reviewers := private.live_reviewer(reviewer_of_link.link_secret);
begin
  if reviewer.id is null then
    raise exception 'review_link_invalid' using errcode = 'PT404',
      detail = 'The link is unknown, expired, revoked or replaced.';
  end if;
  return reviewer;
end;
$$;
revoke execute on function private.reviewer_of_link(text) from public;

-- What a reviewer is shown of an item: never recipients, prices, leads, drafts or other clients.
create function private.review_item_summary(c public.campaigns)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id,
    'kind', c.kind,
    'name', c.name,
    'reviewState', c.review_state,
    'submittedAt', (select max(r.created_at) from public.campaign_reviews r
                    where r.campaign_id = c.id and r.action = 'submitted')
  )
$$;
revoke execute on function private.review_item_summary(public.campaigns) from public;

-- The items of the reviewer's client that were submitted (in review, sent back, approved).
create function private.reviewable_item(reviewer public.client_reviewers, campaign_id uuid)
returns public.campaigns
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  item public.campaigns;
begin
  select * into item from public.campaigns c
  where c.id = reviewable_item.campaign_id and c.client_id = reviewer.client_id
    and c.workspace_id = reviewer.workspace_id
    and c.review_state <> 'draft' and c.reviewed_version_id is not null;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  return item;
end;
$$;
revoke execute on function private.reviewable_item(public.client_reviewers, uuid) from public;

create function private.review_link_open(link_secret text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  -- null for a link that does not work: the screen says so (an answer, not an error).
  with reviewer as (select * from private.live_reviewer(review_link_open.link_secret) r where r.id is not null)
  select jsonb_build_object(
    'reviewer', jsonb_build_object('name', r.name, 'email', r.email, 'locale', r.locale),
    'clientName', cl.name,
    'agencyName', w.name,
    'expiresAt', r.link_expires_at,
    'items', coalesce((
      select jsonb_agg(private.review_item_summary(c) order by c.updated_at desc)
      from public.campaigns c
      where c.client_id = r.client_id and c.workspace_id = r.workspace_id
        and c.review_state <> 'draft' and c.reviewed_version_id is not null
    ), '[]')
  )
  from reviewer r
  join public.clients cl on cl.id = r.client_id
  join public.workspaces w on w.id = r.workspace_id
$$;

-- Who wrote a comment or took a step, as a reviewer is shown it: a name, never an address.
create function private.review_actor_name(actor_id uuid, reviewer_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(p.full_name), '') from public.profiles p where p.id = review_actor_name.actor_id),
    (select r.name from public.client_reviewers r where r.id = review_actor_name.reviewer_id)
  )
$$;
revoke execute on function private.review_actor_name(uuid, uuid) from public;

create function private.review_link_item(link_secret text, campaign_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  reviewer public.client_reviewers := private.reviewer_of_link(review_link_item.link_secret);
  item public.campaigns := private.reviewable_item(reviewer, review_link_item.campaign_id);
  snapshot public.campaign_versions;
begin
  select * into snapshot from public.campaign_versions v where v.id = item.reviewed_version_id;
  return private.review_item_summary(item) || jsonb_build_object(
    'subject', snapshot.subject,
    'preheader', snapshot.preheader,
    'html', snapshot.html,
    'content', snapshot.content,
    'steps', coalesce((
      select jsonb_agg(jsonb_build_object(
        'action', s.action, 'note', s.note, 'at', s.created_at,
        'by', private.review_actor_name(s.actor_id, s.reviewer_id), 'byReviewer', s.reviewer_id is not null
      ) order by s.created_at desc, s.id desc)
      from public.campaign_reviews s where s.campaign_id = item.id
    ), '[]'),
    'comments', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'section', m.section, 'body', m.body, 'at', m.created_at,
        'by', private.review_actor_name(m.author_id, m.reviewer_id), 'byReviewer', m.reviewer_id is not null,
        'mine', coalesce(m.reviewer_id = reviewer.id, false)
      ) order by m.created_at, m.id)
      from public.campaign_comments m where m.campaign_id = item.id
    ), '[]')
  );
end;
$$;

create function private.review_link_comment(link_secret text, campaign_id uuid, section text, body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  reviewer public.client_reviewers := private.reviewer_of_link(review_link_comment.link_secret);
  item public.campaigns := private.reviewable_item(reviewer, review_link_comment.campaign_id);
  comment_id uuid;
begin
  insert into public.campaign_comments (workspace_id, campaign_id, section, body, author_id, reviewer_id)
  values (item.workspace_id, item.id, nullif(review_link_comment.section, ''), btrim(review_link_comment.body),
          null, reviewer.id)
  returning id into comment_id;
  return comment_id;
end;
$$;

create function private.review_link_decide(link_secret text, campaign_id uuid, decision public.review_action, note text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  reviewer public.client_reviewers := private.reviewer_of_link(review_link_decide.link_secret);
  item public.campaigns := private.reviewable_item(reviewer, review_link_decide.campaign_id);
  decided public.campaigns;
begin
  select * into item from public.campaigns c where c.id = item.id for update;
  decided := private.apply_review_decision(item, review_link_decide.decision, review_link_decide.note, reviewer.id);
  return decided.review_state::text;
end;
$$;

revoke execute on function private.review_link_open(text) from public;
revoke execute on function private.review_link_item(text, uuid) from public;
revoke execute on function private.review_link_comment(text, uuid, text, text) from public;
revoke execute on function private.review_link_decide(text, uuid, public.review_action, text) from public;
grant execute on function private.review_link_open(text) to anon, authenticated;
grant execute on function private.review_link_item(text, uuid) to anon, authenticated;
grant execute on function private.review_link_comment(text, uuid, text, text) to anon, authenticated;
grant execute on function private.review_link_decide(text, uuid, public.review_action, text) to anon, authenticated;

create function public.review_link_open(link_secret text)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.review_link_open($1) $$;

create function public.review_link_item(link_secret text, campaign_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.review_link_item($1, $2) $$;

create function public.review_link_comment(link_secret text, campaign_id uuid, section text, body text)
returns uuid
language sql
security invoker
set search_path = ''
as $$ select private.review_link_comment($1, $2, $3, $4) $$;

create function public.review_link_decide(
  link_secret text,
  campaign_id uuid,
  decision public.review_action,
  note text default null
)
returns text
language sql
security invoker
set search_path = ''
as $$ select private.review_link_decide($1, $2, $3, $4) $$;

create function public.issue_review_link(reviewer_id uuid)
returns table (link_secret text, expires_at timestamptz, retry_at timestamptz)
language sql
security invoker
set search_path = ''
as $$ select * from private.issue_review_link($1) $$;

create function public.release_review_link(reviewer_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$ select private.release_review_link($1) $$;

revoke execute on function public.review_link_open(text) from public;
revoke execute on function public.review_link_item(text, uuid) from public;
revoke execute on function public.review_link_comment(text, uuid, text, text) from public;
revoke execute on function public.review_link_decide(text, uuid, public.review_action, text) from public;
revoke execute on function public.issue_review_link(uuid) from public, anon, authenticated;
revoke execute on function public.release_review_link(uuid) from public, anon, authenticated;
grant execute on function public.review_link_open(text) to anon, authenticated;
grant execute on function public.review_link_item(text, uuid) to anon, authenticated;
grant execute on function public.review_link_comment(text, uuid, text, text) to anon, authenticated;
grant execute on function public.review_link_decide(text, uuid, public.review_action, text) to anon, authenticated;
grant execute on function public.issue_review_link(uuid) to service_role;
grant execute on function public.release_review_link(uuid) to service_role;
