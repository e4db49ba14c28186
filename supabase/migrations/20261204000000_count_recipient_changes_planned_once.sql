-- The recipients' counting trigger planned once per session instead of once per statement (issue 24,
-- item 2). private.count_recipient_changes (20261201100000) ran its one statement through EXECUTE,
-- the rows' source chosen per operation, so Postgres parsed and planned it again on every statement
-- that wrote recipients: about a seventh of a webhook call's fixed cost (docs/events.md). Its body is
-- now three static statements, one per operation (an INSERT trigger has no old rows and a DELETE
-- one no new rows, so no one statement reads both), which PL/pgSQL plans once per session. They are
-- written here from one copy of the statement; what they do is unchanged.
do $migration$
declare
  -- The statement; %s stands for its rows, each with a weight (+1 new, -1 old).
  add_totals constant text := $sql$
    with totals as (
      select x.campaign_id, x.workspace_id, sum(x.weight) as recipients,
             sum(x.weight * (not x.sent and not x.failed)::integer) as new, sum(x.weight * x.sent::integer) as sent,
             sum(x.weight * x.delivered::integer) as delivered, sum(x.weight * x.delayed::integer) as delayed,
             sum(x.weight * x.opened::integer) as opened, sum(x.weight * x.clicked::integer) as clicked,
             sum(x.weight * x.bounced::integer) as bounced, sum(x.weight * x.complained::integer) as complained,
             sum(x.weight * x.failed::integer) as failed, min(x.sent_at) filter (where x.weight > 0) as first_sent_at
      from (%s) x
      group by x.campaign_id, x.workspace_id
    )
    update public.campaign_counts k set
      recipients = k.recipients + t.recipients, new = k.new + t.new, sent = k.sent + t.sent,
      delivered = k.delivered + t.delivered, delayed = k.delayed + t.delayed, opened = k.opened + t.opened,
      clicked = k.clicked + t.clicked, bounced = k.bounced + t.bounced, complained = k.complained + t.complained,
      failed = k.failed + t.failed,
      first_sent_at = least(k.first_sent_at, t.first_sent_at)
    from totals t
    where k.campaign_id = t.campaign_id and k.workspace_id = t.workspace_id
      and ((t.recipients, t.new, t.sent, t.delivered, t.delayed, t.opened, t.clicked, t.bounced, t.complained, t.failed)
             is distinct from (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
           or t.first_sent_at < coalesce(k.first_sent_at, 'infinity'))$sql$;
begin
  execute format(
    $function$create or replace function private.count_recipient_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $body$
begin
  if tg_op = 'INSERT' then%s;
  elsif tg_op = 'DELETE' then%s;
  else%s;
  end if;
  return null;
end;
$body$$function$,
    format(add_totals, 'select n.*, 1 as weight from new_rows n'),
    format(add_totals, 'select o.*, -1 as weight from old_rows o'),
    format(add_totals, 'select n.*, 1 as weight from new_rows n union all select o.*, -1 from old_rows o')
  );
end;
$migration$;
