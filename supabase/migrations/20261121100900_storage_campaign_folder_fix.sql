-- can_use_campaign_folder read campaigns.name instead of its parameter inside the subquery (a
-- column wins over a parameter of the same name in SQL functions): qualify the parameter.
create or replace function private.can_use_campaign_folder(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when can_use_campaign_folder.name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.'
    then exists (
      select 1
      from public.campaigns c
      where c.id = split_part(can_use_campaign_folder.name, '/', 2)::uuid
        and c.workspace_id = split_part(can_use_campaign_folder.name, '/', 1)::uuid
        and c.workspace_id in (select private.user_workspace_ids())
    )
    else false
  end
$$;
grant execute on function private.can_use_campaign_folder(text) to authenticated, service_role;
