-- Subject tests (issue 23, item 6; docs/sending.md "Subject tests"): two or three subjects (each with
-- an optional preheader) sent to a random test share of the campaign's recipients, split evenly; after
-- a wait, the subject with more clicks (or opens, chosen) is sent to the rest, automatically.
--
-- A test is made of ordinary send jobs, so the processor, exactly-once batches, the rate, pauses and
-- the scheduler work as for any send and none of them changes:
--   - one job per subject ("variant" 1..3), holding its share of the test, with its subject (and
--     preheader, written into the job's HTML snapshot) as its snapshot;
--   - one "rest" job holding everyone else, scheduled for the test's start plus the wait. When a
--     processor first leases it, a trigger on send_jobs picks the winner (once: the test row is
--     locked and the winner kept) and copies the winner's subject and HTML into the rest job's
--     snapshot before anything of it is sent. While a subject's job is still sending, the rest waits
--     a minute more instead.
-- All of the test's jobs are `send` jobs created by one ship_campaign call: the allowance counts
-- the campaign's recipients once (private.allowance_used sums the jobs' recipients), and cancelling
-- before the winner goes out gives the untested recipients back (cancel_scheduled_send on the rest).
-- Nothing here redefines a shared function: ship_campaign is called, not copied; the one index that
-- allowed a single active job per campaign now leaves a test's jobs to the test's own rule.

-- 1. Tables -----------------------------------------------------------------------------------------

create table public.subject_tests (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  created_by uuid references public.profiles (id) on delete set null,
  -- [{"subject": "…", "preheader": "…" | null}, …], 2 or 3, in the order shown (A, B, C).
  variants jsonb not null check (jsonb_typeof(variants) = 'array' and jsonb_array_length(variants) between 2 and 3),
  test_share smallint not null check (test_share between 10 and 50),
  wait_hours smallint not null check (wait_hours between 1 and 168),
  measure text not null check (measure in ('clicks', 'opens')),
  rest_job_id uuid unique,
  winner smallint check (winner between 1 and 3),
  winner_reason text check (winner_reason in ('measure', 'other_measure', 'tie')),
  -- Each subject's figures when the winner was picked: [{variant, sent, opens, clicks}].
  decided_figures jsonb,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade,
  check ((winner is null) = (decided_at is null))
);
comment on table public.subject_tests is
  'A subject test of a campaign: its subjects, test share, wait and measure; the winner once picked (docs/sending.md "Subject tests").';
create index subject_tests_campaign_id_workspace_id_idx on public.subject_tests (campaign_id, workspace_id);
create index subject_tests_created_by_idx on public.subject_tests (created_by);

alter table public.send_jobs
  add column subject_test_id uuid references public.subject_tests (id) on delete cascade,
  add column subject_test_variant smallint check (subject_test_variant between 1 and 3);
comment on column public.send_jobs.subject_test_id is
  'The subject test this job is part of: one job per subject (subject_test_variant), and the rest (variant null).';
create index send_jobs_subject_test_id_idx on public.send_jobs (subject_test_id, subject_test_variant);
alter table public.subject_tests
  add foreign key (rest_job_id) references public.send_jobs (id) on delete set null;

-- One active job per campaign, as before, except a subject test's jobs (its subjects at once, then
-- the rest): ship_campaign and retry_failed_recipients still refuse or answer while any is active.
drop index public.send_jobs_one_active_per_campaign_idx;
create unique index send_jobs_one_active_per_campaign_idx on public.send_jobs (campaign_id)
  where status in ('queued', 'running', 'paused') and subject_test_id is null;
create unique index send_jobs_one_per_test_variant_idx on public.send_jobs
  (subject_test_id, coalesce(subject_test_variant, 0)) where subject_test_id is not null;

alter table public.subject_tests enable row level security;
revoke all on public.subject_tests from anon, authenticated, service_role;
grant select on public.subject_tests to authenticated, service_role;

create policy "Subject tests are visible to the campaign's readers"
  on public.subject_tests for select to authenticated
  using (
    workspace_id in (select private.unlimited_workspace_ids('viewer'))
    or campaign_id in (select private.limited_campaign_ids('viewer'))
  );

-- 2. A variant's preheader in the HTML --------------------------------------------------------------

-- A variant's preheader goes into the sent HTML through private.with_preheader (20261202200100,
-- the follow-ups' migration), the one rule for replacing an email's preheader.

-- 3. Shipping a test ---------------------------------------------------------------------------------

-- What the ship answers: the test, its first subject's job, every recipient it holds, its times.
create function private.subject_test_answer(test public.subject_tests)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'test_id', test.id,
    'job_id', (select j.id from public.send_jobs j where j.subject_test_id = test.id and j.subject_test_variant = 1),
    'total_recipients', (select coalesce(sum(j.total_recipients), 0) from public.send_jobs j
                         where j.subject_test_id = test.id and j.status <> 'cancelled'),
    'scheduled_for', (select j.scheduled_for from public.send_jobs j
                      where j.subject_test_id = test.id and j.subject_test_variant = 1),
    'decides_at', (select j.scheduled_for from public.send_jobs j where j.id = test.rest_job_id)
  )
$$;
revoke execute on function private.subject_test_answer(public.subject_tests) from public;

-- Ships the campaign as a subject test: ship_campaign's checks, allowance and recipients (now, or
-- at scheduled_for), then a random test share of those recipients, fixed once drawn, split evenly
-- among the subjects (each subject gets floor(held × share ÷ 100 ÷ subjects)); the rest wait for
-- the winner, `wait_hours` after the test starts. A second call while the test is active answers
-- the same test. Refusals: ship_campaign's; invalid_subject_test (2 or 3 different subjects of 1 to
-- 150 characters, preheaders up to 150, share 10–50 %, wait 1–168 hours, clicks or opens);
-- subject_test_too_small (a subject would get nobody); send_in_progress (another send is active).
create function private.ship_subject_test(
  campaign_id uuid,
  variants jsonb,
  test_share integer,
  wait_hours integer,
  measure text,
  scheduled_for timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  active public.send_jobs;
  existing public.subject_tests;
  rest public.send_jobs;
  test public.subject_tests;
  subjects integer;
  per_subject integer;
  variant record;
  job public.send_jobs;
begin
  select * into target from public.campaigns c where c.id = ship_subject_test.campaign_id for update;
  if not found or not private.can_reach_client(target.workspace_id, target.client_id, 'viewer') then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;

  subjects := case when jsonb_typeof(ship_subject_test.variants) = 'array'
                   then jsonb_array_length(ship_subject_test.variants) else 0 end;
  if subjects not between 2 and 3
     or ship_subject_test.test_share is null or ship_subject_test.test_share not between 10 and 50
     or ship_subject_test.wait_hours is null or ship_subject_test.wait_hours not between 1 and 168
     or ship_subject_test.measure is null or ship_subject_test.measure not in ('clicks', 'opens')
     or exists (
       select 1 from jsonb_array_elements(ship_subject_test.variants) e
       where jsonb_typeof(e) <> 'object'
          or jsonb_typeof(e -> 'subject') is distinct from 'string'
          or char_length(btrim(e ->> 'subject')) not between 1 and 150
          or (e ? 'preheader' and jsonb_typeof(e -> 'preheader') not in ('string', 'null'))
          or char_length(coalesce(btrim(e ->> 'preheader'), '')) > 150
     )
     or (select count(distinct lower(btrim(e ->> 'subject')) || E'\n' || coalesce(btrim(e ->> 'preheader'), ''))
         from jsonb_array_elements(ship_subject_test.variants) e) < subjects then
    raise exception 'invalid_subject_test' using errcode = 'PT422',
      detail = '2 or 3 different subjects of 1 to 150 characters (preheaders up to 150), a test share of 10 to 50 %, a wait of 1 to 168 hours, clicks or opens.';
  end if;

  select * into active from public.send_jobs j
  where j.campaign_id = target.id and j.status in ('queued', 'running', 'paused')
  order by j.subject_test_id nulls first
  limit 1;
  if found then
    select * into existing from public.subject_tests t where t.id = active.subject_test_id;
    if found then
      return private.subject_test_answer(existing);
    end if;
    raise exception 'send_in_progress' using errcode = 'PT409',
      detail = 'A send of this campaign is scheduled, queued, running or paused.';
  end if;

  -- Every check, the allowance and the recipients, as a send of the whole campaign.
  rest := private.ship_campaign(target.id, ship_subject_test.scheduled_for);
  per_subject := floor(rest.total_recipients * ship_subject_test.test_share / 100.0 / subjects);
  if per_subject < 1 then
    raise exception 'subject_test_too_small' using errcode = 'PT422',
      detail = format('%s recipients: a %s %% test share gives each of %s subjects nobody.',
                      rest.total_recipients, ship_subject_test.test_share, subjects);
  end if;

  insert into public.subject_tests
    (workspace_id, campaign_id, created_by, variants, test_share, wait_hours, measure, rest_job_id)
  select target.workspace_id, target.id, auth.uid(),
         jsonb_agg(jsonb_build_object('subject', btrim(e ->> 'subject'),
                                      'preheader', nullif(btrim(coalesce(e ->> 'preheader', '')), ''))
                   order by n),
         ship_subject_test.test_share, ship_subject_test.wait_hours, ship_subject_test.measure, rest.id
  from jsonb_array_elements(ship_subject_test.variants) with ordinality as v(e, n)
  returning * into test;

  update public.send_jobs j set
    subject_test_id = test.id,
    scheduled_for = coalesce(ship_subject_test.scheduled_for, now()) + make_interval(hours => ship_subject_test.wait_hours)
  where j.id = rest.id;

  for variant in
    select v.e, v.n::smallint as n from jsonb_array_elements(test.variants) with ordinality as v(e, n)
  loop
    insert into public.send_jobs (workspace_id, campaign_id, created_by, scheduled_for, subject_test_id, subject_test_variant)
    values (target.workspace_id, target.id, auth.uid(), ship_subject_test.scheduled_for, test.id, variant.n)
    returning * into job;
    update public.send_jobs j set
      subject = variant.e ->> 'subject',
      html = private.with_preheader(job.html, variant.e ->> 'preheader')
    where j.id = job.id;
  end loop;

  -- The draw: the held recipients in a random order; the first per_subject × subjects of it are
  -- dealt out in turn. Fixed once drawn: each recipient's job is its subject.
  with drawn as (
    select r.id, row_number() over (order by random()) - 1 as n
    from public.recipients r
    where r.send_job_id = rest.id
  )
  update public.recipients r set send_job_id = j.id
  from drawn d
  join public.send_jobs j on j.subject_test_id = test.id and j.subject_test_variant = (d.n % subjects) + 1
  where r.id = d.id and d.n < per_subject * subjects;

  update public.send_jobs j set total_recipients = (select count(*) from public.recipients r where r.send_job_id = j.id)
  where j.subject_test_id = test.id;
  return private.subject_test_answer(test);
end;
$$;
revoke execute on function private.ship_subject_test(uuid, jsonb, integer, integer, text, timestamptz) from public;
grant execute on function private.ship_subject_test(uuid, jsonb, integer, integer, text, timestamptz) to authenticated;

create function public.ship_subject_test(
  campaign_id uuid,
  variants jsonb,
  test_share integer,
  wait_hours integer,
  measure text,
  scheduled_for timestamptz default null
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$ select private.ship_subject_test($1, $2, $3, $4, $5, $6) $$;
revoke execute on function public.ship_subject_test(uuid, jsonb, integer, integer, text, timestamptz) from public;
grant execute on function public.ship_subject_test(uuid, jsonb, integer, integer, text, timestamptz) to authenticated;

-- 4. The winner --------------------------------------------------------------------------------------

-- Each subject's figures: its job's recipients sent, opening and clicking (each recipient once);
-- the rest's too once it has started. Until then its recipients are all unsent (none of them
-- sent, delivered, opened or clicked), so its rows are not read: while the test runs and waits,
-- a read scans the test share only, and picking the winner never reads the rest.
create function private.subject_test_figures(test_id uuid)
returns table (variant smallint, job_id uuid, status public.send_job_status, recipients integer,
               sent integer, delivered integer, opens integer, clicks integer)
language sql
stable
set search_path = ''
as $$
  select j.subject_test_variant, j.id, j.status, j.total_recipients,
         (count(r.id) filter (where r.sent))::integer,
         (count(r.id) filter (where r.delivered))::integer,
         (count(r.id) filter (where r.opened))::integer,
         (count(r.id) filter (where r.clicked))::integer
  from public.send_jobs j
  left join public.recipients r on r.send_job_id = j.id
    and (j.subject_test_variant is not null or j.started_at is not null)
  where j.subject_test_id = subject_test_figures.test_id
  group by j.id
$$;
revoke execute on function private.subject_test_figures(uuid) from public;
grant execute on function private.subject_test_figures(uuid) to authenticated, service_role;

-- Picks the test's winner, once: the subject whose recipients clicked most (or opened most, when
-- the test measures opens); equal, the one with more of the other measure; still equal, the first
-- (A before B before C). The reason and every subject's figures are kept. A test decided already
-- answers as it is, whatever the figures now.
create function private.decide_subject_test(test_id uuid)
returns public.subject_tests
language plpgsql
security definer
set search_path = ''
as $$
declare
  test public.subject_tests;
  chosen record;
  figures jsonb;
begin
  select * into test from public.subject_tests t where t.id = decide_subject_test.test_id for update;
  if not found then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'No such subject test.';
  end if;
  if test.winner is not null then
    return test;
  end if;
  with ranked as (
    select f.variant, f.sent, f.opens, f.clicks,
           case when test.measure = 'clicks' then f.clicks else f.opens end as measured,
           case when test.measure = 'clicks' then f.opens else f.clicks end as other
    from private.subject_test_figures(test.id) f
    where f.variant is not null and f.status <> 'cancelled'
  )
  select r.variant,
         (select count(*) from ranked x where x.measured = r.measured) as same_measure,
         (select count(*) from ranked x where x.measured = r.measured and x.other = r.other) as same_both,
         (select jsonb_agg(jsonb_build_object('variant', x.variant, 'sent', x.sent, 'opens', x.opens, 'clicks', x.clicks)
                           order by x.variant) from ranked x) as all_figures
  into chosen
  from ranked r
  order by r.measured desc, r.other desc, r.variant
  limit 1;
  if chosen.variant is null then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'The test has no subject left to pick.';
  end if;
  update public.subject_tests t set
    winner = chosen.variant,
    winner_reason = case when chosen.same_measure = 1 then 'measure'
                         when chosen.same_both = 1 then 'other_measure' else 'tie' end,
    decided_figures = chosen.all_figures,
    decided_at = now()
  where t.id = test.id
  returning * into test;
  return test;
end;
$$;
revoke execute on function private.decide_subject_test(uuid) from public;
grant execute on function private.decide_subject_test(uuid) to service_role;

-- For the service role (operations, tests): the scheduler's path is the trigger below.
create function public.decide_subject_test(test_id uuid)
returns public.subject_tests
language sql
security invoker
set search_path = ''
as $$ select private.decide_subject_test($1) $$;
revoke execute on function public.decide_subject_test(uuid) from public;
grant execute on function public.decide_subject_test(uuid) to service_role;

-- When a processor first leases a test's rest job (lease_send_job sets it running): while a
-- subject's job is still queued, running or paused, the rest waits a minute more (the lease gives
-- it back as queued, and the run moves on); otherwise the winner is picked (once) and its subject
-- and HTML become the rest job's snapshot before anything of it is read or sent.
create function private.start_subject_test_rest()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  test public.subject_tests;
begin
  if exists (
    select 1 from public.send_jobs v
    where v.subject_test_id = new.subject_test_id and v.subject_test_variant is not null
      and v.status in ('queued', 'running', 'paused')
  ) then
    new.status := 'queued';
    new.started_at := null;
    new.attempts := old.attempts;
    new.locked_until := null;
    new.scheduled_for := greatest(old.scheduled_for, now() + interval '1 minute');
    return new;
  end if;
  test := private.decide_subject_test(new.subject_test_id);
  select j.subject, j.html into new.subject, new.html
  from public.send_jobs j
  where j.subject_test_id = test.id and j.subject_test_variant = test.winner;
  -- The subjects' jobs finished and marked the campaign sent: it is sending again, to the rest.
  update public.campaigns c set status = 'sending' where c.id = new.campaign_id and c.status = 'sent';
  return new;
end;
$$;
revoke execute on function private.start_subject_test_rest() from public;

-- Only that update calls it (as start_follow_up's trigger), not every job's status change.
create trigger start_subject_test_rest before update of status on public.send_jobs
  for each row
  when (new.subject_test_id is not null and new.subject_test_variant is null
        and old.status = 'queued' and new.status = 'running' and old.started_at is null)
  execute function private.start_subject_test_rest();

-- 5. Cancelling --------------------------------------------------------------------------------------

-- Cancels what of the test has not started: a scheduled test entirely, else the rest before the
-- winner goes out (its recipients new again, its allowance back), each job through
-- cancel_scheduled_send (who may, the locks, the campaign's status). send_already_started when
-- nothing of it can be cancelled any more; send_job_not_found for a test the caller cannot see.
create function private.cancel_subject_test(test_id uuid)
returns public.subject_tests
language plpgsql
security definer
set search_path = ''
as $$
declare
  test public.subject_tests;
  target public.campaigns;
  job record;
  cancelled integer := 0;
begin
  select * into test from public.subject_tests t where t.id = cancel_subject_test.test_id;
  if found then
    select * into target from public.campaigns c where c.id = test.campaign_id for update;
  end if;
  if test.id is null or not private.can_reach_client(target.workspace_id, target.client_id, 'viewer') then
    raise exception 'send_job_not_found' using errcode = 'PT404';
  end if;
  if not private.can_reach_client(target.workspace_id, target.client_id, 'editor') then
    raise exception 'viewer_read_only' using errcode = '42501', detail = 'Viewers do not send campaigns.';
  end if;
  for job in
    select j.id from public.send_jobs j
    where j.subject_test_id = test.id and j.status = 'queued' and j.scheduled_for is not null and j.started_at is null
    order by j.subject_test_variant nulls last
    for update
  loop
    perform private.cancel_scheduled_send(job.id);
    cancelled := cancelled + 1;
  end loop;
  if cancelled = 0 then
    raise exception 'send_already_started' using errcode = 'PT409',
      detail = 'The winner has gone out already: nothing of this test can be cancelled.';
  end if;
  return test;
end;
$$;
revoke execute on function private.cancel_subject_test(uuid) from public;
grant execute on function private.cancel_subject_test(uuid) to authenticated;

create function public.cancel_subject_test(test_id uuid)
returns public.subject_tests
language sql
security invoker
set search_path = ''
as $$ select private.cancel_subject_test($1) $$;
revoke execute on function public.cancel_subject_test(uuid) from public;
grant execute on function public.cancel_subject_test(uuid) to authenticated;

-- 6. The result --------------------------------------------------------------------------------------

-- The campaign's latest subject test, for the ship panel and the analytics: its settings, its state
-- (scheduled, testing, waiting, sending_winner, finished, cancelled), when the winner is picked, the
-- winner and why, and per subject and for the rest: recipients held, sent, delivered, opens, clicks.
-- Null when the campaign has none. As the caller (RLS: the campaign's readers). Reads the test's
-- recipients once through their jobs (recipients_send_job_id_idx): the test share, and the rest
-- only once it has started (subject_test_figures).
create function public.campaign_subject_test(campaign_id uuid)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  test public.subject_tests;
  rest public.send_jobs;
  figures jsonb;
  state text;
begin
  perform 1 from public.campaigns c where c.id = campaign_subject_test.campaign_id;
  if not found then
    raise exception 'campaign_not_found' using errcode = 'PT404';
  end if;
  select * into test from public.subject_tests t
  where t.campaign_id = campaign_subject_test.campaign_id
  order by t.created_at desc, t.id
  limit 1;
  if not found then
    return null;
  end if;
  select * into rest from public.send_jobs j where j.id = test.rest_job_id;
  select jsonb_agg(jsonb_build_object(
           'variant', f.variant, 'status', f.status, 'recipients', f.recipients, 'sent', f.sent,
           'delivered', f.delivered, 'opens', f.opens, 'clicks', f.clicks)
         order by f.variant nulls last)
  into figures
  from private.subject_test_figures(test.id) f;
  state := case
    when rest.status = 'cancelled' then 'cancelled'
    when rest.status = 'finished' then 'finished'
    when rest.status in ('running', 'paused') or rest.started_at is not null then 'sending_winner'
    when exists (select 1 from public.send_jobs v where v.subject_test_id = test.id and v.subject_test_variant is not null
                 and v.status = 'queued' and v.started_at is null and v.scheduled_for > now()) then 'scheduled'
    when exists (select 1 from public.send_jobs v where v.subject_test_id = test.id and v.subject_test_variant is not null
                 and v.status in ('queued', 'running', 'paused')) then 'testing'
    else 'waiting'
  end;
  return jsonb_build_object(
    'id', test.id,
    'state', state,
    'measure', test.measure,
    'test_share', test.test_share,
    'wait_hours', test.wait_hours,
    'starts_at', (select coalesce(v.scheduled_for, v.created_at) from public.send_jobs v
                  where v.subject_test_id = test.id and v.subject_test_variant = 1),
    'decides_at', rest.scheduled_for,
    'winner', test.winner,
    'winner_reason', test.winner_reason,
    'decided_at', test.decided_at,
    'decided_figures', test.decided_figures,
    'variants', (select jsonb_agg(v.e || jsonb_build_object('variant', v.n) || coalesce(
                   (select f from jsonb_array_elements(figures) f where (f ->> 'variant')::integer = v.n), '{}'::jsonb)
                   order by v.n)
                 from jsonb_array_elements(test.variants) with ordinality as v(e, n)),
    'rest', (select f from jsonb_array_elements(figures) f where f ->> 'variant' is null)
  );
end;
$$;
revoke execute on function public.campaign_subject_test(uuid) from public;
grant execute on function public.campaign_subject_test(uuid) to authenticated;
