-- Sending that cannot hurt a sender's reputation (issue 19; docs/sending.md, docs/domains.md).
--
-- 1. A send job keeps who it is from, as it keeps its HTML: the sender name, the sender domain
--    (null: the product's shared sending domain) and the Reply-To, copied when ship_campaign
--    creates it. The processor sends from these.
-- 2. One checklist, campaign_send_checklist, is what the publish screen shows and what
--    ship_campaign refuses on: the domain owned and verified, the postal address and the
--    unsubscribe link in the HTML that will be sent, subject, size.
-- 3. A job pauses by itself when its hard bounces or complaints cross the thresholds, or when the
--    provider refuses its From domain; owners and admins resume it.
-- 4. One send rate for the whole project, in a row every processor run shares.
-- 5. Attachments are limited as sent: base64 adds a third, and Resend takes 40 MB per message.

-- 1. Who a job is from -----------------------------------------------------------------------------

alter table public.send_jobs
  add column sender_name text,
  add column sender_domain text,
  add column reply_to text,
  add column hard_bounce_count integer not null default 0 check (hard_bounce_count >= 0),
  add column complaint_count integer not null default 0 check (complaint_count >= 0),
  add column auto_pause boolean not null default true,
  add column pause_reason text check (pause_reason in ('bounces', 'complaints', 'sender_domain_not_verified')),
  add column paused_at timestamptz;
comment on column public.send_jobs.sender_domain is
  'The domain the job sends from, copied at ship time; null: the product''s shared sending domain.';
comment on column public.send_jobs.reply_to is 'The workspace''s contact email at ship time.';
comment on column public.send_jobs.auto_pause is
  'Whether bounce and complaint thresholds pause the job; off once an owner or admin resumed it after such a pause.';

update public.send_jobs j set
  sender_name = c.sender_name,
  sender_domain = nullif(lower(btrim(c.sender_domain)), ''),
  reply_to = w.contact_email::text
from public.campaigns c
join public.workspaces w on w.id = c.workspace_id
where c.id = j.campaign_id;

create index send_jobs_workspace_id_sender_domain_idx on public.send_jobs (workspace_id, sender_domain)
  where status in ('queued', 'running', 'paused');

drop trigger snapshot_send_job_html on public.send_jobs;
drop function private.snapshot_send_job_html();

create function private.snapshot_send_job()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  select c.html, c.sender_name, nullif(lower(btrim(c.sender_domain)), ''), w.contact_email::text
  into new.html, new.sender_name, new.sender_domain, new.reply_to
  from public.campaigns c
  join public.workspaces w on w.id = c.workspace_id
  where c.id = new.campaign_id;
  return new;
end;
$$;
revoke execute on function private.snapshot_send_job() from public;

create trigger snapshot_send_job before insert on public.send_jobs
  for each row execute function private.snapshot_send_job();

create trigger refuse_removing_domain_in_use before delete on public.sender_domains
  for each row execute function private.refuse_removing_domain_in_use();

-- A campaign without a sender domain is sent from the product's shared domain: only the sender
-- name is required now. As 20261121100300 otherwise.
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
      raise exception 'a campaign starts as draft or ready' using errcode = '42501';
    end if;
  else
    if new.workspace_id <> old.workspace_id or new.kind <> old.kind then
      raise exception 'a campaign keeps its workspace and kind' using errcode = '23514';
    end if;
    if new.status <> old.status then
      if not private.campaign_transition_allowed(new.kind, old.status, new.status) then
        raise exception 'campaign_status_transition' using errcode = '23514',
          detail = format('A %s campaign cannot go from %s to %s.', new.kind, old.status, new.status);
      end if;
      if (new.status = any (delivery) or old.status = any (delivery)) and not trusted then
        raise exception 'delivery status is set by the sending service' using errcode = '42501';
      end if;
    elsif new.status = 'sending' and (new.subject, new.preheader, new.html, new.design, new.sender_name, new.sender_domain)
        is distinct from (old.subject, old.preheader, old.html, old.design, old.sender_name, old.sender_domain) then
      raise exception 'campaign_sending_locked' using errcode = '23514',
        detail = 'The message cannot change while it is being sent.';
    end if;
  end if;

  if tg_op = 'INSERT' or new.status <> old.status then
    if new.status = 'ready' and new.kind = 'email' and new.html is null then
      raise exception 'content_required' using errcode = '23514', detail = 'An email is ready once it has HTML.';
    end if;
    if new.status in ('ready', 'published') and new.kind = 'page' and new.content is null then
      raise exception 'content_required' using errcode = '23514', detail = 'A page is ready once it has content.';
    end if;
    if new.status = 'published' and new.slug is null then
      raise exception 'slug_required' using errcode = '23514';
    end if;
    if new.status = 'sending' then
      if coalesce(btrim(new.sender_name), '') = '' then
        raise exception 'sender_required' using errcode = '23514',
          detail = 'The sender name cannot be empty.';
      end if;
      if coalesce(btrim(new.subject), '') = '' or new.html is null then
        raise exception 'content_required' using errcode = '23514', detail = 'Sending needs a subject and HTML.';
      end if;
    end if;
  end if;
  return new;
end;
$$;

-- 2. The checklist ---------------------------------------------------------------------------------

-- What a reader sees of some HTML: tags dropped, the entities the email builders write decoded,
-- white space collapsed, lower-cased. Enough to find an address in it, not a renderer.
create function private.html_text(html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(regexp_replace(regexp_replace(regexp_replace(coalesce(html, ''),
        '<head[^>]*?>.*?</head\s*>', ' ', 'gi'),
        '<style[^>]*?>.*?</style\s*>', ' ', 'gi'),
        '<script[^>]*?>.*?</script\s*>', ' ', 'gi'),
        '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&#160;', ' '), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''),
      '&lt;', '<'), '&gt;', '>'), '&amp;', '&'),
    '\s+', ' ', 'g')))
$$;
grant execute on function private.html_text(text) to authenticated, service_role;

-- Whether some text is in the reader's text of the HTML (case and white space aside).
create function private.html_shows(html_text text, wanted text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(btrim(wanted), '') <> ''
    and strpos(html_text, lower(regexp_replace(btrim(wanted), '\s+', ' ', 'g'))) > 0
$$;
grant execute on function private.html_shows(text, text) to authenticated, service_role;

-- Whether a campaign of the workspace (and client) may send from the domain: null when it may,
-- else 'not_owned' or the domain's status.
create function private.sender_domain_problem(workspace_id uuid, client_id uuid, domain text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when d.id is null or d.workspace_id <> sender_domain_problem.workspace_id
      or (d.client_id is not null and d.client_id is distinct from sender_domain_problem.client_id) then 'not_owned'
    when d.status <> 'verified' then d.status::text
  end
  from (select 1) one
  left join public.sender_domains d on d.name = lower(btrim(sender_domain_problem.domain))
$$;
revoke execute on function private.sender_domain_problem(uuid, uuid, text) from public;
grant execute on function private.sender_domain_problem(uuid, uuid, text) to authenticated, service_role;

-- What stands between a campaign and its send, in the order the publish screen lists it. A failing
-- blocking item stops ship_campaign; the others are advice. Thresholds: subjects past 70
-- characters are cut in most inboxes; preheaders past 150 are cut everywhere; Gmail clips
-- messages past 102 KB (hiding the footer with the unsubscribe link); Resend takes 40 MB per
-- message as sent, base64 included.
create function public.campaign_send_checklist(campaign_id uuid)
returns table (item text, ok boolean, blocking boolean, detail text)
language plpgsql
stable
security invoker
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
    raise exception 'campaign not found' using errcode = '42501';
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
revoke execute on function public.campaign_send_checklist(uuid) from public;
grant execute on function public.campaign_send_checklist(uuid) to authenticated, service_role;

-- The refusal ship_campaign raises for a failing blocking item.
create function private.checklist_refusal(item text, detail text)
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
    else item
  end
$$;

-- As before (20261121100500), with the checklist in place of the sender, subject and address
-- checks. Errors carry a key: campaign_not_ready, the checklist's refusals, no_payment,
-- no_recipients_left, no_recipients.
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
    raise exception 'campaign not found' using errcode = '42501';
  end if;

  select * into active from public.send_jobs j
  where j.campaign_id = target.id and j.status in ('queued', 'running', 'paused');
  if found then
    return active;
  end if;

  if target.kind <> 'email' or target.status not in ('ready', 'sent') or target.html is null then
    raise exception 'campaign_not_ready' using errcode = 'P0001',
      detail = 'Only a ready email campaign with content can be sent.';
  end if;
  select * into failing from public.campaign_send_checklist(target.id) l where l.blocking and not l.ok limit 1;
  if found then
    raise exception '%', private.checklist_refusal(failing.item, failing.detail) using errcode = 'P0001',
      detail = format('Pre-send check failed: %s%s.', failing.item, coalesce(' (' || failing.detail || ')', ''));
  end if;

  -- As campaign_usage computes it, but read inside the lock and past RLS.
  select coalesce((select sum(p.recipients) from public.campaign_purchases p
                   where p.campaign_id = target.id and p.status = 'paid'), 0) as allowed,
         coalesce((select sum(j.total_recipients) from public.send_jobs j
                   where j.campaign_id = target.id), 0) as used
  into allowance;
  if allowance.allowed = 0 then
    raise exception 'no_payment' using errcode = 'P0001', detail = 'Sending requires a paid package.';
  end if;
  if allowance.allowed <= allowance.used then
    raise exception 'no_recipients_left' using errcode = 'P0001', detail = 'No recipients remaining.';
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
    raise exception 'no_recipients' using errcode = 'P0001', detail = 'There are no new recipients to send to.';
  end if;

  update public.send_jobs j set total_recipients = held where j.id = job.id returning * into job;
  update public.campaigns c set status = 'sending' where c.id = target.id;
  return job;
end;
$$;

-- 3. Pausing and resuming --------------------------------------------------------------------------

-- The thresholds: once a job has sent at least 100 messages, more than 5 % hard bounces or more than
-- 0.1 % spam complaints pause it. Mailbox providers act at 0.1–0.3 % complaints; a list bouncing
-- past 5 % is old or bought.
create function private.send_pause_reason(job public.send_jobs)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when not job.auto_pause or job.sent_count < 100 then null
    when job.complaint_count * 1000 > job.sent_count then 'complaints'
    when job.hard_bounce_count * 20 > job.sent_count then 'bounces'
  end
$$;
grant execute on function private.send_pause_reason(public.send_jobs) to service_role;

-- Pauses a job that has not ended, and its campaign, with the reason (and the provider's words).
create function private.pause_send_job(job_id uuid, reason text, error text default null)
returns public.send_jobs
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.send_jobs;
begin
  update public.send_jobs j set
    status = 'paused',
    pause_reason = pause_send_job.reason,
    paused_at = now(),
    last_error = coalesce(nullif(left(pause_send_job.error, 2000), ''), j.last_error),
    locked_until = null
  where j.id = pause_send_job.job_id and j.status in ('queued', 'running')
  returning * into job;
  if found then
    update public.campaigns c set status = 'paused' where c.id = job.campaign_id and c.status = 'sending';
  end if;
  return job;
end;
$$;
revoke execute on function private.pause_send_job(uuid, text, text) from public;
grant execute on function private.pause_send_job(uuid, text, text) to service_role;

-- For the processor (service role): the provider refused the job's From domain.
create function public.pause_send_job(job_id uuid, reason text, error text default null)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.pause_send_job($1, $2, $3) $$;
revoke execute on function public.pause_send_job(uuid, text, text) from public, anon, authenticated;
grant execute on function public.pause_send_job(uuid, text, text) to service_role;

-- Owners and admins resume a paused job; a job paused for its bounces or complaints then goes on
-- without those thresholds (a person decided), a job paused for its domain only once the domain is
-- verified again.
create function private.resume_send_job(job_id uuid)
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
    raise exception 'send job not found' using errcode = '42501';
  end if;
  if not private.has_role_on_workspace(job.workspace_id, 'admin') then
    raise exception 'only owners and admins resume a send' using errcode = '42501';
  end if;
  if job.status <> 'paused' then
    raise exception 'send_job_not_paused' using errcode = 'P0001', detail = job.status::text;
  end if;
  if job.sender_domain is not null then
    select * into target from public.campaigns c where c.id = job.campaign_id;
    problem := private.sender_domain_problem(job.workspace_id, target.client_id, job.sender_domain);
    if problem is not null then
      raise exception '%', case when problem = 'not_owned' then 'sender_domain_not_owned' else 'sender_domain_not_verified' end
        using errcode = 'P0001', detail = problem;
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
revoke execute on function private.resume_send_job(uuid) from public;
grant execute on function private.resume_send_job(uuid) to authenticated;

create function public.resume_send_job(job_id uuid)
returns public.send_jobs
language sql
security invoker
set search_path = ''
as $$ select private.resume_send_job($1) $$;
revoke execute on function public.resume_send_job(uuid) from public;
grant execute on function public.resume_send_job(uuid) to authenticated;

-- As before (20261122100000), and the batch of a job paused meanwhile is recorded too, or of one
-- paused and already resumed (queued again): the provider has it. The job keeps its state (the
-- processor stops when the returned job is not running), and a job whose last recipient is
-- recorded finishes whatever its state.
create or replace function public.record_send_batch(
  job_id uuid,
  results jsonb,
  bookmark bigint,
  from_bookmark bigint,
  lease_seconds integer default 120
)
returns public.send_jobs
language plpgsql
security invoker
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
    raise exception 'send job not found' using errcode = '22023';
  end if;
  if job.status not in ('running', 'paused', 'queued') then
    raise exception 'send_job_not_running' using errcode = 'P0001', detail = job.status::text;
  end if;
  if job.bookmark <> record_send_batch.from_bookmark or record_send_batch.bookmark < job.bookmark then
    raise exception 'stale_send_batch' using errcode = 'P0001',
      detail = format('The job''s bookmark is %s, the batch started at %s.', job.bookmark, record_send_batch.from_bookmark);
  end if;
  if jsonb_typeof(coalesce(record_send_batch.results, '[]')) <> 'array' then
    raise exception 'results must be an array' using errcode = '22023';
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

-- As before (20261121100500), and each recipient's first hard bounce or complaint counts on its job,
-- which pauses once past the thresholds. The recipient row is locked first, so two events of one
-- recipient count once.
create or replace function public.record_recipient_event(
  provider_event_id text,
  message_id text,
  type public.recipient_event_type,
  occurred_at timestamptz,
  payload jsonb default '{}',
  permanent_bounce boolean default true
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target public.recipients;
  event_id bigint;
  new_complaint boolean;
  new_hard_bounce boolean;
  job public.send_jobs;
  reason text;
begin
  select * into target from public.recipients r where r.message_id = record_recipient_event.message_id for update;
  if not found then
    return 'unknown_message';
  end if;
  insert into public.recipient_events (workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at, payload)
  values (target.workspace_id, target.campaign_id, target.id, record_recipient_event.type,
          record_recipient_event.provider_event_id, record_recipient_event.occurred_at,
          coalesce(record_recipient_event.payload, '{}'))
  on conflict on constraint recipient_events_provider_event_id_key do nothing
  returning id into event_id;
  if event_id is null then
    return 'duplicate';
  end if;

  new_complaint := record_recipient_event.type = 'complained' and not target.complained;
  new_hard_bounce := record_recipient_event.type = 'bounced' and record_recipient_event.permanent_bounce and not target.bounced;

  update public.recipients r set
    sent = r.sent or record_recipient_event.type <> 'failed',
    sent_at = coalesce(r.sent_at, case when record_recipient_event.type <> 'failed' then record_recipient_event.occurred_at end),
    delivered = r.delivered or record_recipient_event.type = 'delivered',
    delayed = r.delayed or record_recipient_event.type = 'delivery_delayed',
    opened = r.opened or record_recipient_event.type = 'opened',
    clicked = r.clicked or record_recipient_event.type = 'clicked',
    bounced = r.bounced or record_recipient_event.type = 'bounced',
    complained = r.complained or record_recipient_event.type = 'complained',
    failed = r.failed or record_recipient_event.type = 'failed',
    last_event_at = greatest(r.last_event_at, record_recipient_event.occurred_at)
  where r.id = target.id;

  if record_recipient_event.type = 'complained'
     or (record_recipient_event.type = 'bounced' and record_recipient_event.permanent_bounce) then
    insert into public.suppressions (workspace_id, email, reason, recipient_id)
    values (target.workspace_id, target.email,
            case when record_recipient_event.type = 'complained' then 'complained' else 'bounced' end::public.suppression_reason,
            target.id)
    on conflict (workspace_id, email) do nothing;
  end if;

  if (new_complaint or new_hard_bounce) and target.send_job_id is not null then
    update public.send_jobs j set
      complaint_count = j.complaint_count + new_complaint::integer,
      hard_bounce_count = j.hard_bounce_count + new_hard_bounce::integer
    where j.id = target.send_job_id
    returning * into job;
    reason := private.send_pause_reason(job);
    if reason is not null and job.status in ('queued', 'running') then
      perform private.pause_send_job(job.id, reason);
    end if;
  end if;
  return 'recorded';
end;
$$;

-- 4. One send rate ---------------------------------------------------------------------------------

create table private.send_pacer (
  only_row boolean primary key default true check (only_row),
  next_slot_at timestamptz not null default now()
);
comment on table private.send_pacer is 'When the next request to the email provider may start, for every send job and run.';
insert into private.send_pacer default values;
revoke all on private.send_pacer from public, anon, authenticated;
grant select, update on private.send_pacer to service_role;

-- Takes the next request slot at the given rate and returns how many seconds the caller waits for
-- it (0 when it is now). The row lock orders concurrent callers.
create function public.take_send_slot(requests_per_second numeric)
returns double precision
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  slot timestamptz;
begin
  if requests_per_second is null or requests_per_second <= 0 or requests_per_second > 1000 then
    raise exception 'requests_per_second between 0 and 1000' using errcode = '22023';
  end if;
  update private.send_pacer p set
    next_slot_at = greatest(p.next_slot_at, clock_timestamp()) + make_interval(secs => 1 / take_send_slot.requests_per_second)
  returning p.next_slot_at - make_interval(secs => 1 / take_send_slot.requests_per_second) into slot;
  return greatest(extract(epoch from slot - clock_timestamp()), 0)::double precision;
end;
$$;
revoke execute on function public.take_send_slot(numeric) from public, anon, authenticated;
grant execute on function public.take_send_slot(numeric) to service_role;

-- Holds every later slot for the given seconds: the provider answered 429 with Retry-After.
create function public.hold_send_slots(seconds double precision)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  update private.send_pacer p set
    next_slot_at = greatest(p.next_slot_at, clock_timestamp() + make_interval(secs => least(greatest(coalesce(seconds, 0), 0), 3600)))
$$;
revoke execute on function public.hold_send_slots(double precision) from public, anon, authenticated;
grant execute on function public.hold_send_slots(double precision) to service_role;

-- 5. Attachments as sent ---------------------------------------------------------------------------

-- As 20261126100000, with the limit 27 MiB of files: base64 makes that 36 MiB, and with the
-- largest HTML (2 MiB) a message stays under Resend's 40 MB.
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
    raise exception 'attachment_not_uploaded' using errcode = '23514',
      detail = 'Upload the file to the campaign''s folder of the attachments bucket before recording it.';
  end if;
  if stored_size <> new.size_bytes then
    raise exception 'attachment size does not match the stored file' using errcode = '23514',
      detail = format('The file holds %s bytes.', stored_size);
  end if;
  select coalesce(sum(coalesce((o.metadata ->> 'size')::bigint, a.size_bytes)), 0) into other_total
  from public.campaign_attachments a
  left join storage.objects o on o.bucket_id = 'attachments' and o.name = a.storage_path
  where a.campaign_id = new.campaign_id and a.id <> new.id;
  if other_total + stored_size > limit_bytes then
    raise exception 'attachments_too_large' using errcode = '23514',
      detail = format('Attachments would total %s bytes; the limit is %s (as sent, base64 adds a third).',
        other_total + stored_size, limit_bytes);
  end if;
  return new;
end;
$$;
