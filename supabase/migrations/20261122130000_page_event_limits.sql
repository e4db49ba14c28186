-- A page's views and form starts counted at most so often per visitor and hour, so one visitor
-- reloading (or a script) cannot inflate the page's analytics. The visitor is the public-page
-- function's pseudonymous key (an HMAC of the address, never the address itself); without one
-- (no proxy reported an address) the event is counted as before.
drop function public.record_page_event(uuid, public.page_event_type, text);

create function public.record_page_event(
  page_id uuid,
  type public.page_event_type,
  source text default 'direct',
  visitor text default null
)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if record_page_event.visitor is not null and not public.hit_rate_limit(
    'page-' || record_page_event.type::text,
    record_page_event.page_id::text || ':' || record_page_event.visitor,
    case record_page_event.type when 'view' then 30 else 5 end,
    3600
  ) then
    return false;
  end if;
  insert into public.page_events (workspace_id, page_id, type, source)
  select c.workspace_id, c.id, record_page_event.type, coalesce(nullif(record_page_event.source, ''), 'direct')
  from public.campaigns c
  where c.id = record_page_event.page_id and c.kind = 'page';
  return found;
end;
$$;
revoke execute on function public.record_page_event(uuid, public.page_event_type, text, text) from public, anon, authenticated;
grant execute on function public.record_page_event(uuid, public.page_event_type, text, text) to service_role;
