-- Follow-ups to non-openers or non-clickers (issue 23, item 4; docs/sending.md "Following up").
--
-- A follow-up is a campaign of its own, linked to the campaign it follows (`follow_up_of`), with the
-- HTML its parent's last send went out with, its own subject (and preheader), and as recipients the
-- parent's recipients who were sent it and did not open (or click) by the time it goes. Being a
-- campaign, its recipients, events, unsubscribe links and analytics are those of any campaign, and
-- the processor sends it unchanged. Recipients are unique per (campaign, email), so the parent's
-- rows could not be sent a second time by another job; copies in the follow-up can.
--
-- 1. campaigns.follow_up_of / follow_up_audience, one follow-up per campaign.
-- 2. The allowance: a follow-up draws on its parent's (allowance_used counts its job), reserved when
--    it is scheduled (the recipients it would reach then: the number can only shrink), settled when
--    it starts (the recipients it reaches then).
-- 3. schedule_follow_up: creates or changes the follow-up while it waits; reschedule_send_job and
--    cancel_scheduled_send move or cancel it like any scheduled send.
-- 4. When its job is first leased, a trigger gives it its recipients (start_follow_up), once.
-- 5. campaign_follow_up: what the parent's publish screen shows.
-- 6. The activity feed: scheduled, retried, and a follow-up scheduled, instead of "shipped".

-- 1. The link ---------------------------------------------------------------------------------------

alter table public.campaigns
  add column follow_up_of uuid,
  add column follow_up_audience public.follow_up_audience,
  add constraint campaigns_follow_up_of_fkey foreign key (follow_up_of, workspace_id)
    references public.campaigns (id, workspace_id) on delete cascade,
  add constraint campaigns_follow_up_audience_check check ((follow_up_of is null) = (follow_up_audience is null));
comment on column public.campaigns.follow_up_of is
  'The campaign this one follows up (schedule_follow_up); null for every other campaign. Set only by functions.';
comment on column public.campaigns.follow_up_audience is
  'Whom the follow-up reaches among its parent''s recipients: those who did not open, or did not click.';
-- The FK's index, and one follow-up per campaign. Not one unique index over both columns: with the
-- workspace FK's column in a unique key with this FK's, PostgREST would read campaigns as a junction
-- between workspaces and campaigns, and every embed of a campaign's workspace would be ambiguous.
create index campaigns_follow_up_of_workspace_id_idx on public.campaigns (follow_up_of, workspace_id);
create unique index campaigns_one_follow_up_idx on public.campaigns (follow_up_of);

comment on column public.send_jobs.kind is
  'send: holds new recipients and counts against the allowance; retry: sends failed recipients again, charged already; follow_up: a follow-up campaign''s send, counted against its parent''s allowance.';

-- 2. The allowance ---------------------------------------------------------------------------------

-- As 20261201200100, and the jobs of the campaign's follow-up: it draws on this allowance.
create or replace function private.allowance_used(campaign_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(j.total_recipients), 0)::integer
  from public.send_jobs j
  where j.kind in ('send', 'follow_up') and j.status <> 'cancelled'
    and (j.campaign_id = allowance_used.campaign_id
         or j.campaign_id in (select f.id from public.campaigns f where f.follow_up_of = allowance_used.campaign_id))
$$;
revoke execute on function private.allowance_used(uuid) from public;
grant execute on function private.allowance_used(uuid) to authenticated, service_role;

-- The recipients paid for: the campaign's paid purchases (refunded ones do not count). As the
-- caller: campaign_usage reads it through RLS, the definer functions past it.
create function private.allowance_paid(campaign_id uuid)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(p.recipients), 0)::integer
  from public.campaign_purchases p
  where p.campaign_id = allowance_paid.campaign_id and p.status = 'paid'
$$;
revoke execute on function private.allowance_paid(uuid) from public;
grant execute on function private.allowance_paid(uuid) to authenticated, service_role;

-- As 20261201200100; a follow-up shows its parent's allowance, which it draws on.
create or replace function public.campaign_usage(campaign_id uuid)
returns table (allowed integer, used integer, remaining integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  owner uuid;
begin
  select coalesce(c.follow_up_of, c.id) into owner from public.campaigns c where c.id = campaign_usage.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  allowed := private.allowance_paid(owner);
  used := private.allowance_used(owner);
  remaining := greatest(allowed - used, 0);
  return next;
end;
$$;

-- The parent's recipients a follow-up reaches: sent it (by `sent_before`, when the follow-up was
-- scheduled), neither failed, bounced nor complained, not opened nor clicked (not_opened: a click
-- shows it was seen, images off or not) or not clicked, and not on the workspace's suppression list.
-- With whether each opened, so the not_clicked audience also counts the not_opened one in one read.
create function private.follow_up_audience(
  parent_id uuid,
  audience public.follow_up_audience,
  sent_before timestamptz
)
returns table (email text, opened boolean)
language sql
stable
set search_path = ''
as $$
  select r.email, r.opened
  from public.recipients r
  where r.campaign_id = follow_up_audience.parent_id
    and r.sent and not r.failed and not r.bounced and not r.complained
    and r.sent_at <= follow_up_audience.sent_before
    and not r.clicked
    and (follow_up_audience.audience = 'not_clicked' or not r.opened)
    and not exists (
      select 1 from public.suppressions s where s.workspace_id = r.workspace_id and s.email = r.email
    )
$$;
revoke execute on function private.follow_up_audience(uuid, public.follow_up_audience, timestamptz) from public;

-- The preheader a follow-up goes with: the email builder's hidden preheader replaced (or, when the
-- HTML has none, put first in the body). Without a new one, the HTML as it was.
create function private.with_preheader(html text, preheader text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  escaped text;
  block text;
  rest text;
begin
  if nullif(btrim(preheader), '') is null then
    return html;
  end if;
  escaped := replace(replace(replace(replace(replace(btrim(preheader),
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
  block := '<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">'
    || escaped || repeat('&#8199;&#847;', 40) || '</div>';
  rest := regexp_replace(html, '<div style="display:none;font-size:1px;[^"]*">[^<]*</div>', '');
  if rest ~* '<body[^>]*>' then
    -- regexp_replace reads backslashes in the replacement: the text's own are doubled.
    return regexp_replace(rest, '(<body[^>]*>)', '\1' || replace(block, '\', '\\'), 'i');
  end if;
  return block || rest;
end;
$$;
revoke execute on function private.with_preheader(text, text) from public;

-- 3. Scheduling a follow-up -------------------------------------------------------------------------

-- Creates the campaign's follow-up, or changes it while it waits (a waiting send is replaced), and
-- schedules its send for `scheduled_for`. Who may: ship_campaign's rule; when approval is required,
-- the new subject is approved by the one who schedules it, so only owners and admins
-- (`approval_required` for editors), and the follow-up is recorded approved. Refusals:
-- campaign_not_found, viewer_read_only, follow_up_not_sent (the campaign is not a sent email, or is
-- itself a follow-up, or a send of it is under way), send_already_started (its follow-up already
-- went), subject_required, invalid_argument, invalid_schedule, the checklist's, no_payment,
-- no_recipients (nobody to follow up now), no_recipients_left (more than the allowance has left).
-- The parent row is locked for the whole decision, so concurrent calls make one follow-up.
create function private.schedule_follow_up(
  campaign_id uuid,
  audience public.follow_up_audience,
  subject text,
  scheduled_for timestamptz,
  preheader text default null,
  name text default null
)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  parent public.campaigns;
  source public.send_jobs;
  follow public.campaigns;
  failing record;
  allowed integer;
  used integer;
  reach integer;
  job public.send_jobs;
  new_subject text := nullif(btrim(schedule_follow_up.subject), '');
  new_preheader text := nullif(btrim(schedule_follow_up.preheader), '');
  approval boolean;
begin
  select * into parent from public.campaigns c where c.id = schedule_follow_up.campaign_id for update;
  if not found or not private.can_reach_client(parent.workspace_id, parent.client_id, 'viewer') then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(parent.workspace_id, parent.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;
  if parent.kind <> 'email' or parent.follow_up_of is not null or parent.status <> 'sent' then
    raise exception 'follow_up_not_sent' using errcode = 'PT409',
      detail = 'A follow-up goes after a campaign (not itself a follow-up) has been sent, while no other send of it is under way.';
  end if;
  select * into source from public.send_jobs j
  where j.campaign_id = parent.id and j.kind = 'send' and j.status = 'finished'
  order by j.finished_at desc
  limit 1;
  if not found then
    raise exception 'follow_up_not_sent' using errcode = 'PT409', detail = 'The campaign has no finished send.';
  end if;
  if schedule_follow_up.audience is null then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'audience is not_opened or not_clicked.';
  end if;
  if new_subject is null then
    raise exception 'subject_required' using errcode = 'PT422', detail = 'A follow-up has a subject of its own.';
  end if;
  if char_length(new_subject) > 250 or char_length(coalesce(new_preheader, '')) > 250
     or char_length(coalesce(schedule_follow_up.name, '')) > 200 then
    raise exception 'invalid_argument' using errcode = 'PT400',
      detail = 'The subject and preheader have at most 250 characters, the name 200.';
  end if;
  perform private.check_schedule(schedule_follow_up.scheduled_for);
  approval := private.approval_required(parent.workspace_id, parent.client_id);
  if approval and not private.can_reach_client(parent.workspace_id, parent.client_id, 'admin') then
    raise exception 'approval_required' using errcode = 'PT422',
      detail = 'Approval is required: an owner or admin schedules the follow-up, approving its subject.';
  end if;

  select * into follow from public.campaigns c where c.follow_up_of = parent.id for update;
  if found then
    -- Its jobs locked: a processor starting it now finishes starting first.
    perform 1 from public.send_jobs j where j.campaign_id = follow.id and j.status <> 'cancelled' for update;
    if exists (
      select 1 from public.send_jobs j
      where j.campaign_id = follow.id and j.status <> 'cancelled' and (j.started_at is not null or j.status <> 'queued')
    ) then
      raise exception 'send_already_started' using errcode = 'PT409',
        detail = 'The follow-up has started: its audience, subject and time are fixed.';
    end if;
    update public.send_jobs j set status = 'cancelled', finished_at = now(), locked_until = null
    where j.campaign_id = follow.id and j.status = 'queued';
    update public.campaigns c set status = 'ready' where c.id = follow.id and c.status = 'scheduled';
    update public.campaigns c set
      name = coalesce(nullif(btrim(schedule_follow_up.name), ''), c.name),
      html = private.with_preheader(source.html, new_preheader),
      subject = new_subject, preheader = new_preheader,
      sender_name = source.sender_name, sender_domain = source.sender_domain,
      follow_up_audience = schedule_follow_up.audience
    where c.id = follow.id
    returning * into follow;
  else
    insert into public.campaigns (
      workspace_id, client_id, kind, name, content, design, html, subject, preheader, sender_name,
      sender_domain, status, follow_up_of, follow_up_audience, created_by
    ) values (
      parent.workspace_id, parent.client_id, 'email',
      coalesce(nullif(btrim(schedule_follow_up.name), ''), left(parent.name, 185) || ' (follow-up)'),
      parent.content, parent.design, private.with_preheader(source.html, new_preheader), new_subject,
      new_preheader, source.sender_name, source.sender_domain, 'ready', parent.id,
      schedule_follow_up.audience, auth.uid()
    )
    returning * into follow;
  end if;
  if approval and follow.review_state <> 'approved' then
    update public.campaigns c set review_state = 'approved', reviewed_version_id = null
    where c.id = follow.id
    returning * into follow;
    perform private.record_review_step(follow, 'approved', null, 'Approved when its follow-up was scheduled');
  end if;

  select * into failing from public.campaign_send_checklist(follow.id) l where l.blocking and not l.ok limit 1;
  if found then
    raise exception '%', private.checklist_refusal(failing.item, failing.detail) using errcode = 'PT422',
      detail = format('Pre-send check failed: %s%s.', failing.item, coalesce(' (' || failing.detail || ')', ''));
  end if;

  -- The parent's allowance, read inside its lock; the waiting send it replaces is cancelled above.
  allowed := private.allowance_paid(parent.id);
  used := private.allowance_used(parent.id);
  if allowed = 0 then
    raise exception 'no_payment' using errcode = 'PT409', detail = 'Sending requires a paid package.';
  end if;
  select count(*) into reach from private.follow_up_audience(parent.id, schedule_follow_up.audience, now());
  if reach = 0 then
    raise exception 'no_recipients' using errcode = 'PT409', detail = 'Nobody to follow up now.';
  end if;
  if reach > allowed - used then
    raise exception 'no_recipients_left' using errcode = 'PT409',
      detail = format('The follow-up would reach %s; the allowance has %s left.', reach, greatest(allowed - used, 0));
  end if;

  insert into public.send_jobs (workspace_id, campaign_id, created_by, kind, scheduled_for, total_recipients)
  values (follow.workspace_id, follow.id, auth.uid(), 'follow_up', schedule_follow_up.scheduled_for, reach)
  returning * into job;
  update public.campaigns c set status = 'scheduled' where c.id = follow.id;
  return job;
end;
$$;
revoke execute on function private.schedule_follow_up(uuid, public.follow_up_audience, text, timestamptz, text, text) from public;
grant execute on function private.schedule_follow_up(uuid, public.follow_up_audience, text, timestamptz, text, text) to authenticated;

create function public.schedule_follow_up(
  campaign_id uuid,
  audience public.follow_up_audience,
  subject text,
  scheduled_for timestamptz,
  preheader text default null,
  name text default null
)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.schedule_follow_up($1, $2, $3, $4, $5, $6) $$;
revoke execute on function public.schedule_follow_up(uuid, public.follow_up_audience, text, timestamptz, text, text) from public;
grant execute on function public.schedule_follow_up(uuid, public.follow_up_audience, text, timestamptz, text, text) to authenticated;

-- 4. Starting it ------------------------------------------------------------------------------------

-- When a processor first leases a follow-up's job (lease_send_job sets started_at, once: the lease
-- is `for update skip locked`, so concurrent schedulers never both start it), the job takes its
-- recipients: the audience as it is now among those sent it before it was scheduled, each once (the
-- follow-up's rows are unique per address). Its reservation becomes what it holds. When that is more
-- than the parent's allowance has left (only a refund can make it so: the audience only shrinks),
-- nothing is sent: the job is cancelled with `no_recipients_left` and the follow-up is ready again.
create function private.start_follow_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  follow public.campaigns;
  allowed integer;
  others integer;
  reach integer;
  held integer;
begin
  select * into follow from public.campaigns c where c.id = new.campaign_id;
  if follow.follow_up_of is null then
    return new;
  end if;
  allowed := private.allowance_paid(follow.follow_up_of);
  others := private.allowance_used(follow.follow_up_of) - old.total_recipients;
  select count(*) into reach from private.follow_up_audience(follow.follow_up_of, follow.follow_up_audience, new.created_at);
  if reach > allowed - others then
    new.status := 'cancelled';
    new.finished_at := now();
    new.locked_until := null;
    new.total_recipients := 0;
    new.last_error := 'no_recipients_left';
    update public.campaigns c set status = 'ready' where c.id = follow.id and c.status = 'scheduled';
    return new;
  end if;
  insert into public.recipients (workspace_id, campaign_id, email, send_job_id)
  select follow.workspace_id, follow.id, a.email, new.id
  from private.follow_up_audience(follow.follow_up_of, follow.follow_up_audience, new.created_at) a
  order by a.email
  -- An address someone added to the follow-up by hand and never sent is held too.
  on conflict (campaign_id, workspace_id, email) do update set send_job_id = excluded.send_job_id
    where recipients.send_job_id is null and not recipients.sent;
  get diagnostics held = row_count;
  new.total_recipients := held;
  return new;
end;
$$;
revoke execute on function private.start_follow_up() from public;

create trigger start_follow_up before update of started_at on public.send_jobs
  for each row
  when (old.started_at is null and new.started_at is not null and new.kind = 'follow_up')
  execute function private.start_follow_up();

-- 5. What the parent's screen shows -----------------------------------------------------------------

-- {sent_at, audience: {not_opened, not_clicked}, follow_up: null | {id, name, subject, preheader,
-- audience, status, job: null | {id, status, scheduled_for, started_at, total_recipients,
-- sent_count, last_error}}}: when the campaign's last send finished, how many each audience would
-- reach now, and its follow-up with its latest send. Whoever reads the campaign.
create function private.campaign_follow_up(campaign_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parent public.campaigns;
  follow public.campaigns;
  job public.send_jobs;
  sent_at timestamptz;
  not_opened integer;
  not_clicked integer;
begin
  select * into parent from public.campaigns c where c.id = campaign_follow_up.campaign_id;
  if not found or not private.can_reach_client(parent.workspace_id, parent.client_id, 'viewer') then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  select max(j.finished_at) into sent_at
  from public.send_jobs j where j.campaign_id = parent.id and j.kind = 'send' and j.status = 'finished';
  select count(*) filter (where not a.opened), count(*) into not_opened, not_clicked
  from private.follow_up_audience(parent.id, 'not_clicked', now()) a;
  select * into follow from public.campaigns c where c.follow_up_of = parent.id;
  if follow.id is not null then
    -- Its one send not cancelled, else the latest. Not by created_at alone: that is its
    -- transaction's start, and of concurrent schedules the last to take the lock (whose send
    -- waits) may have started first.
    select * into job from public.send_jobs j where j.campaign_id = follow.id
    order by j.status = 'cancelled', j.created_at desc limit 1;
  end if;
  return jsonb_build_object(
    'sent_at', sent_at,
    'audience', jsonb_build_object('not_opened', not_opened, 'not_clicked', not_clicked),
    'follow_up', case when follow.id is not null then jsonb_build_object(
      'id', follow.id, 'name', follow.name, 'subject', follow.subject, 'preheader', follow.preheader,
      'audience', follow.follow_up_audience, 'status', follow.status,
      'job', case when job.id is not null then jsonb_build_object(
        'id', job.id, 'status', job.status, 'scheduled_for', job.scheduled_for, 'started_at', job.started_at,
        'total_recipients', job.total_recipients, 'sent_count', job.sent_count, 'last_error', job.last_error
      ) end
    ) end
  );
end;
$$;
revoke execute on function private.campaign_follow_up(uuid) from public;
grant execute on function private.campaign_follow_up(uuid) to authenticated;

create function public.campaign_follow_up(campaign_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.campaign_follow_up($1) $$;
revoke execute on function public.campaign_follow_up(uuid) from public;
grant execute on function public.campaign_follow_up(uuid) to authenticated;

-- 6. The activity feed ------------------------------------------------------------------------------

-- As 20261130100000, with the kind of send: a scheduled one, a retry of the failed, or a follow-up
-- (scheduled on the follow-up, and "scheduled a follow-up" on the campaign it follows).
create or replace function private.record_send_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), new.created_by);
  parent uuid;
begin
  perform private.record_activity(new.workspace_id, new.campaign_id,
    case when new.kind = 'retry' then 'retried'
         when new.scheduled_for is not null then 'scheduled'
         else 'shipped' end::public.activity_kind,
    actor);
  if new.kind = 'follow_up' then
    select c.follow_up_of into parent from public.campaigns c where c.id = new.campaign_id;
    if parent is not null then
      perform private.record_activity(new.workspace_id, parent, 'follow_up_scheduled', actor);
    end if;
  end if;
  return null;
end;
$$;
