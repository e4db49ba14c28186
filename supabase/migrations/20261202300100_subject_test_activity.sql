-- A subject test is one send in the activity feed. ship_subject_test starts with ship_campaign's
-- job (recorded as shipped or scheduled, as any send) and then adds one job per subject, which
-- carry subject_test_id from their insert: those are parts of the same send, not sends of their own.
-- As 20261202200100, with that one condition.
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
  if new.subject_test_id is not null then
    return null;
  end if;
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
