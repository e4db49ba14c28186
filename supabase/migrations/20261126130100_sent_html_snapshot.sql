-- The email's web version is what was sent (issue 18, item 4).
--
-- A send job keeps the campaign's HTML as it was when ship_campaign created it: a trigger copies it
-- inside ship_campaign's transaction, under its lock on the campaign row, so the snapshot is the
-- HTML ship_campaign checked. The send processor sends this snapshot (every batch of a job carries
-- the same content under its idempotency keys, whatever a member edits meanwhile) and the
-- public-page function serves it as the web version (/pages/{slug}), never the live column.

alter table public.send_jobs add column html text;
comment on column public.send_jobs.html is
  'The campaign HTML this job sends, copied when ship_campaign created it; the web version serves it.';

-- Jobs created before this migration: the best record of what they sent is the HTML now.
update public.send_jobs j set html = c.html
from public.campaigns c
where c.id = j.campaign_id and j.html is null;

create function private.snapshot_send_job_html()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  select c.html into new.html from public.campaigns c where c.id = new.campaign_id;
  return new;
end;
$$;
revoke execute on function private.snapshot_send_job_html() from public;

create trigger snapshot_send_job_html before insert on public.send_jobs
  for each row execute function private.snapshot_send_job_html();
