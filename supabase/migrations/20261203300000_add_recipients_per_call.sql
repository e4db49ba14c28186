-- add_recipients takes at most 50,000 addresses per call, where it took 100,000. With the indexes the
-- recipients list and delivery need, 100,000 rows took 6.5–8.4 s on the project's 2-core machines:
-- at the edge of the 8 s statement timeout of `authenticated`, so a call that big could fail as a
-- timeout instead of a clear refusal. The app sends 5,000 per call (recipient-file-limits.ts), so
-- files of 100,000 rows still upload; 50,000 leaves the timeout a margin of about half.
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
  if given > 50000 then
    raise exception 'invalid_argument' using errcode = 'PT400', detail = 'At most 50000 addresses per call.';
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
