-- Published pages as static documents (docs/public-pages.md, "Static copies").
--
-- A live page is rendered once, by the render-pages function, into the public `pages` bucket
-- (object name = the slug), and served from there as a static file behind the CDN. What changes
-- the HTML a visitor gets (publishing or unpublishing, an edit, a new slug, the page's plan or
-- subscription, the brand of its workspace or client, deleting it) puts the page in
-- private.page_renders, once per page however many changes come (one row per page, its `version`
-- raised). render-pages claims rows, renders or removes the copy, and finishes a row only if no
-- change came meanwhile (same version), so the last change always wins.
--
-- A subscription also lapses without any write: at its current_period_end. The copies served now
-- are listed in private.static_pages with the time they stop being live (`live_until`);
-- sweep_lapsed_pages() queues those whose time has come. The local stack runs it every few
-- seconds (supabase/local/page-render-scheduler.ts), production with pg_cron (docs/public-pages.md).

-- The bucket: public (served by URL without any policy), HTML only, written by the service role
-- only (no policy lets anyone else insert, update or delete). Storage serves text/html as
-- text/plain on the API's origin, so a copy never renders there; the hosting's rewrite serves it
-- as HTML on the pages' origin.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('pages', 'pages', true, 1048576, array['text/html'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create table private.page_renders (
  page_id uuid primary key,
  -- Every slug whose copy may have to go (the page's slugs since its last render).
  slugs text[] not null default '{}',
  version bigint not null default 1,
  requested_at timestamptz not null default now(),
  -- A claim: another run leaves the row alone until then.
  locked_until timestamptz
);
comment on table private.page_renders is 'Pages whose static copy must be rendered again or removed (render-pages).';

create table private.static_pages (
  page_id uuid primary key,
  slug text not null unique,
  -- When the page stops being live by the clock (its subscription's current_period_end); null: not by the clock.
  live_until timestamptz,
  rendered_at timestamptz not null default now()
);
comment on table private.static_pages is 'The static copies in the pages bucket, one per live page.';
create index static_pages_live_until_idx on private.static_pages (live_until) where live_until is not null;

-- Queues a page (once per page: a second request raises the version) with slugs to clear.
create function private.request_page_render(page_id uuid, slugs text[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.page_renders as r (page_id, slugs)
  values (
    request_page_render.page_id,
    array(select distinct s from unnest(request_page_render.slugs) s where s is not null order by s)
  )
  on conflict (page_id) do update set
    slugs = array(select distinct s from unnest(r.slugs || excluded.slugs) s order by s),
    version = r.version + 1,
    requested_at = now();
  -- Wakes a listening renderer at commit (the local stack's scheduler); nothing listens in production.
  select pg_notify('page_renders', '')
$$;

-- campaigns: a page that is or was published, when what its HTML is made of changes.
create function private.page_render_on_campaign()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.kind = 'page' then
      perform private.request_page_render(old.id, array[old.slug]);
    end if;
    return old;
  end if;
  if new.kind <> 'page' then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status = 'published' then
      perform private.request_page_render(new.id, array[new.slug]);
    end if;
    return new;
  end if;
  if (old.status = 'published' or new.status = 'published')
    and (old.status, old.slug, old.content, old.html, old.mood, old.client_id, old.primary_color,
         old.secondary_color, old.tertiary_color, old.quaternary_color)
      is distinct from
        (new.status, new.slug, new.content, new.html, new.mood, new.client_id, new.primary_color,
         new.secondary_color, new.tertiary_color, new.quaternary_color) then
    perform private.request_page_render(new.id, array[old.slug, new.slug]);
  end if;
  return new;
end;
$$;
create trigger campaigns_page_render
  after insert or update or delete on public.campaigns
  for each row execute function private.page_render_on_campaign();

-- page_subscriptions: the page's plan, status or period, of a published page.
create function private.page_render_on_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscription public.page_subscriptions := case when tg_op = 'DELETE' then old else new end;
begin
  if tg_op = 'UPDATE' and (old.status, old.plan_id, old.current_period_end, old.campaign_id)
      is not distinct from (new.status, new.plan_id, new.current_period_end, new.campaign_id) then
    return null;
  end if;
  perform private.request_page_render(c.id, array[c.slug])
  from public.campaigns c
  where c.id = subscription.campaign_id and c.kind = 'page' and c.status = 'published';
  return null;
end;
$$;
create trigger page_subscriptions_page_render
  after insert or update or delete on public.page_subscriptions
  for each row execute function private.page_render_on_subscription();

-- workspaces and clients: the brand a page is painted and signed with.
create function private.page_render_on_brand()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'workspaces' then
    if (old.name, old.website, old.industry, old.country, old.locale, old.logo_path, old.primary_color,
        old.secondary_color, old.tertiary_color, old.quaternary_color, old.contact_street,
        old.contact_city, old.contact_region, old.contact_zip, old.contact_country)
      is not distinct from
       (new.name, new.website, new.industry, new.country, new.locale, new.logo_path, new.primary_color,
        new.secondary_color, new.tertiary_color, new.quaternary_color, new.contact_street,
        new.contact_city, new.contact_region, new.contact_zip, new.contact_country) then
      return null;
    end if;
    perform private.request_page_render(c.id, array[c.slug])
    from public.campaigns c
    where c.workspace_id = new.id and c.kind = 'page' and c.status = 'published';
  else
    if (old.name, old.website, old.logo_path, old.primary_color, old.secondary_color,
        old.tertiary_color, old.quaternary_color)
      is not distinct from
       (new.name, new.website, new.logo_path, new.primary_color, new.secondary_color,
        new.tertiary_color, new.quaternary_color) then
      return null;
    end if;
    perform private.request_page_render(c.id, array[c.slug])
    from public.campaigns c
    where c.client_id = new.id and c.workspace_id = new.workspace_id and c.kind = 'page'
      and c.status = 'published';
  end if;
  return null;
end;
$$;
create trigger workspaces_page_render
  after update on public.workspaces
  for each row execute function private.page_render_on_brand();
create trigger clients_page_render
  after update on public.clients
  for each row execute function private.page_render_on_brand();

-- The pages whose copy is served while their time as live pages has run out.
create function private.sweep_lapsed_pages()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  queued integer := 0;
begin
  for due in
    select s.page_id, s.slug from private.static_pages s
    where s.live_until <= now()
      and not exists (select 1 from private.page_renders r where r.page_id = s.page_id)
  loop
    perform private.request_page_render(due.page_id, array[due.slug]);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

-- Up to `max_pages` rows no other run holds, held for a minute (a run that fails on one leaves
-- it held: the next run after that minute tries again).
create function private.claim_page_renders(max_pages integer)
returns table (page_id uuid, slugs text[], version bigint)
language sql
security definer
set search_path = ''
as $$
  update private.page_renders r
  set locked_until = now() + interval '1 minute'
  where r.page_id in (
    select q.page_id from private.page_renders q
    where q.locked_until is null or q.locked_until < now()
    order by q.requested_at
    limit greatest(least(claim_page_renders.max_pages, 100), 1)
    for update skip locked
  )
  returning r.page_id, r.slugs, r.version
$$;

-- When the page stops being live by the clock: the end of its live subscription's period.
create function private.page_live_until(page_id uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select min(s.current_period_end) from public.page_subscriptions s
  where s.campaign_id = page_live_until.page_id and s.status in ('active', 'trialing')
$$;
revoke execute on function private.page_live_until(uuid) from public;

-- What a run did with one page: its copy at `slug`, served until the page's period ends
-- (page_live_until, read here so the renderer makes no call for it), or none (slug null).
-- The row goes only if no change came since the claim; otherwise it is left for the next run.
create function private.finish_page_render(page_id uuid, version bigint, slug text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if finish_page_render.slug is null then
    delete from private.static_pages s where s.page_id = finish_page_render.page_id;
  else
    delete from private.static_pages s
    where s.slug = finish_page_render.slug and s.page_id <> finish_page_render.page_id;
    insert into private.static_pages as s (page_id, slug, live_until, rendered_at)
    values (finish_page_render.page_id, finish_page_render.slug,
            private.page_live_until(finish_page_render.page_id), now())
    on conflict on constraint static_pages_pkey do update set
      slug = excluded.slug, live_until = excluded.live_until, rendered_at = excluded.rendered_at;
  end if;
  delete from private.page_renders r
  where r.page_id = finish_page_render.page_id and r.version = finish_page_render.version;
  if not found then
    update private.page_renders r set locked_until = null where r.page_id = finish_page_render.page_id;
  end if;
end;
$$;

-- The service role's entry points (render-pages, the local scheduler, pg_cron).
create function public.sweep_lapsed_pages()
returns integer language sql security invoker set search_path = ''
as $$ select private.sweep_lapsed_pages() $$;
create function public.claim_page_renders(max_pages integer)
returns table (page_id uuid, slugs text[], version bigint) language sql security invoker set search_path = ''
as $$ select * from private.claim_page_renders($1) $$;
create function public.finish_page_render(page_id uuid, version bigint, slug text)
returns void language sql security invoker set search_path = ''
as $$ select private.finish_page_render($1, $2, $3) $$;

do $$
declare
  signature text;
begin
  foreach signature in array array[
    'sweep_lapsed_pages()', 'claim_page_renders(integer)',
    'finish_page_render(uuid, bigint, text)'
  ] loop
    execute format('revoke execute on function public.%s from public, anon, authenticated', signature);
    execute format('grant execute on function public.%s to service_role', signature);
    execute format('revoke execute on function private.%s from public', signature);
    execute format('grant execute on function private.%s to service_role', signature);
  end loop;
end;
$$;

-- Pages live before this migration get their copy at the first run.
select private.request_page_render(c.id, array[c.slug])
from public.campaigns c
where c.kind = 'page' and c.status = 'published';
