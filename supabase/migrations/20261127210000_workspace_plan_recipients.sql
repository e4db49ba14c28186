-- The publish screen's "recipients from a landing page's plan" card, in one call: every page of the
-- workspace whose Premium plan still has recipients to move, with what each has left. The app read
-- the pages, then their plan purchases, then page_plan_recipients once per page (an N+1).
-- Security invoker: the caller sees only their own workspaces' pages (RLS on campaigns), so an
-- outsider gets no rows; "what is left" stays defined once, in page_plan_recipients.
create function public.workspace_plan_recipients(workspace_id uuid)
returns table (page_id uuid, name text, remaining integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select page.id, page.name, plan.remaining
  from public.campaigns page
  cross join lateral public.page_plan_recipients(page.id) plan
  where page.workspace_id = workspace_plan_recipients.workspace_id
    and page.kind = 'page'
    and exists (
      select 1 from public.campaign_purchases p
      where p.campaign_id = page.id and p.page_subscription_id is not null and p.status = 'paid'
    )
    and plan.remaining > 0
  order by page.name, page.id
$$;

revoke execute on function public.workspace_plan_recipients(uuid) from public, anon;
grant execute on function public.workspace_plan_recipients(uuid) to authenticated;
