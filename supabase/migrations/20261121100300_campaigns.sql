-- Campaigns: one table for email campaigns and landing pages (kind), their status machine, slugs,
-- saved versions, attachments (40 MB per campaign) and the record of AI generations.

create type public.campaign_kind as enum ('email', 'page');
create type public.campaign_status as enum ('draft', 'ready', 'sending', 'paused', 'sent', 'published', 'archived');
create type public.mood as enum (
  'elegant', 'modern', 'classic', 'minimal', 'professional', 'playful', 'luxury',
  'tech', 'casual', 'bold', 'soft', 'corporate', 'fun'
);
create type public.page_template as enum (
  'avilon', 'balay', 'tasty', 'lucy', 'mobapp', 'solid', 'venus',
  'pixaai', 'bistro', 'brick', 'celestial', 'finance', 'traveler'
);

-- Words a slug may not be: the app's own routes and names that invite confusion or phishing.
create function private.is_reserved_slug(slug text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select slug = any (array[
    'about', 'account', 'admin', 'administrator', 'api', 'app', 'assets', 'auth', 'billing', 'blog',
    'callback', 'campaigns', 'checkout', 'clients', 'contact', 'dashboard', 'demo', 'docs', 'edit',
    'email', 'functions', 'graphql', 'help', 'home', 'legal', 'livedemo', 'lobby', 'login', 'logo',
    'logout', 'mail', 'new', 'null', 'organizations', 'other', 'page', 'pages', 'pitchcraft',
    'pricing', 'privacy', 'public', 'register', 'rest', 'root', 'settings', 'sign-in', 'sign-out',
    'sign-up', 'signin', 'signout', 'signup', 'static', 'status', 'storage', 'support', 'system',
    'terms', 'thanks', 'undefined', 'unsubscribe', 'user', 'users', 'v1', 'webhook', 'webhooks', 'www'
  ])
$$;
grant execute on function private.is_reserved_slug(text) to authenticated, service_role;

create function private.is_valid_slug(slug text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(slug) between 3 and 63
    and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
    and not private.is_reserved_slug(slug)
$$;
grant execute on function private.is_valid_slug(text) to authenticated, service_role;

create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  client_id uuid,
  kind public.campaign_kind not null,
  name text not null check (length(btrim(name)) between 1 and 200),
  -- The brief: the wizard's fields, or the express prompt.
  product_name text check (length(product_name) <= 200),
  description text check (length(description) <= 5000),
  goals text check (length(goals) <= 5000),
  objectives text check (length(objectives) <= 5000),
  branding text check (length(branding) <= 5000),
  target_audience text check (length(target_audience) <= 5000),
  demographics text check (length(demographics) <= 5000),
  legal_text text check (length(legal_text) <= 5000),
  prompt text check (length(prompt) <= 10000),
  mood public.mood,
  template public.page_template,
  primary_color text check (primary_color ~ '^#[0-9A-Fa-f]{6}$'),
  secondary_color text check (secondary_color ~ '^#[0-9A-Fa-f]{6}$'),
  tertiary_color text check (tertiary_color ~ '^#[0-9A-Fa-f]{6}$'),
  quaternary_color text check (quaternary_color ~ '^#[0-9A-Fa-f]{6}$'),
  -- What was made: the content document, the Unlayer design (email) and the rendered HTML.
  content jsonb,
  design jsonb,
  html text,
  subject text check (length(subject) <= 250),
  preheader text check (length(preheader) <= 250),
  sender_name text check (private.is_valid_sender_name(sender_name)),
  sender_domain text check (private.is_valid_domain(sender_domain)),
  slug text unique check (private.is_valid_slug(slug)),
  status public.campaign_status not null default 'draft',
  double_opt_in boolean not null default false,
  edited_at timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, workspace_id),
  foreign key (client_id, workspace_id) references public.clients (id, workspace_id) on delete set null (client_id),
  check (kind = 'page' or template is null)
);
comment on table public.campaigns is 'Email campaigns and landing pages (kind). Slugs are unique across both.';
comment on column public.campaigns.edited_at is 'Set by the app when a user saves an edit; previews export only after one.';
comment on column public.campaigns.double_opt_in is 'Pages: leads confirm by email before they count as active.';
create index campaigns_workspace_id_kind_created_at_idx on public.campaigns (workspace_id, kind, created_at desc);
create index campaigns_client_id_workspace_id_idx on public.campaigns (client_id, workspace_id);
create index campaigns_created_by_idx on public.campaigns (created_by);

create trigger set_updated_at before update on public.campaigns
  for each row execute function private.set_updated_at();

-- The status machine, in one place. Delivery states (sending, paused, sent) belong to the sending
-- service: ship_campaign and the service role move a campaign into and out of them.
create function private.campaign_transition_allowed(
  kind public.campaign_kind,
  from_status public.campaign_status,
  to_status public.campaign_status
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'email' then (from_status::text || '>' || to_status::text) = any (array[
      'draft>ready', 'draft>archived',
      'ready>draft', 'ready>sending', 'ready>archived',
      'sending>paused', 'sending>sent',
      'paused>sending', 'paused>sent',
      'sent>sending', 'sent>archived',
      'archived>draft'
    ])
    else (from_status::text || '>' || to_status::text) = any (array[
      'draft>ready', 'draft>archived',
      'ready>draft', 'ready>published', 'ready>archived',
      'published>ready', 'published>archived',
      'archived>draft'
    ])
  end
$$;
grant execute on function private.campaign_transition_allowed(public.campaign_kind, public.campaign_status, public.campaign_status)
  to authenticated, service_role;

create function private.enforce_campaign_rules()
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
      if coalesce(btrim(new.sender_name), '') = '' or coalesce(btrim(new.sender_domain), '') = '' then
        raise exception 'sender_required' using errcode = '23514',
          detail = 'The sender information cannot be empty.';
      end if;
      if coalesce(btrim(new.subject), '') = '' or new.html is null then
        raise exception 'content_required' using errcode = '23514', detail = 'Sending needs a subject and HTML.';
      end if;
    end if;
  end if;
  return new;
end;
$$;

create trigger enforce_campaign_rules
  before insert or update on public.campaigns
  for each row execute function private.enforce_campaign_rules();

-- Child rows that only make sense for one kind (attachments: email; subscriptions: page).
create function private.require_campaign_kind()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.campaigns c where c.id = new.campaign_id and c.kind = tg_argv[0]::public.campaign_kind
  ) then
    raise exception '% belongs to % campaigns only', tg_table_name, tg_argv[0] using errcode = '23514';
  end if;
  return new;
end;
$$;

-- Saved versions, so a regeneration or an edit can be undone.
create table public.campaign_versions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  content jsonb,
  design jsonb,
  html text,
  subject text,
  preheader text,
  note text check (length(note) <= 200),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.campaign_versions is 'Earlier content of a campaign or page, kept before a regeneration or edit.';
create index campaign_versions_campaign_id_workspace_id_created_at_idx
  on public.campaign_versions (campaign_id, workspace_id, created_at desc);
create index campaign_versions_created_by_idx on public.campaign_versions (created_by);

-- Attachments: the files live in the attachments bucket at <workspace_id>/<campaign_id>/<name>.
create table public.campaign_attachments (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  storage_path text not null unique,
  file_name text not null check (length(btrim(file_name)) between 1 and 255),
  content_type text check (length(content_type) <= 255),
  -- 25 MiB per file (the attachments bucket's limit, and Gmail's), 40 MiB per campaign (trigger).
  size_bytes bigint not null check (size_bytes > 0 and size_bytes <= 26214400),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade,
  check (storage_path like workspace_id::text || '/' || campaign_id::text || '/_%')
);
comment on table public.campaign_attachments is 'Files sent with an email campaign; 40 MiB in total per campaign.';
create index campaign_attachments_campaign_id_workspace_id_idx on public.campaign_attachments (campaign_id, workspace_id);
create index campaign_attachments_created_by_idx on public.campaign_attachments (created_by);

-- The 40 MiB total holds under concurrency: the campaign row is locked while the sum is taken.
-- When the file is already in storage, the row's size must be the stored object's size.
create function private.enforce_attachment_total()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limit_bytes constant bigint := 41943040;
  stored_size bigint;
  other_total bigint;
begin
  perform 1 from public.campaigns c where c.id = new.campaign_id for update;
  select (o.metadata ->> 'size')::bigint into stored_size
  from storage.objects o
  where o.bucket_id = 'attachments' and o.name = new.storage_path;
  if stored_size is not null and stored_size <> new.size_bytes then
    raise exception 'attachment size does not match the stored file' using errcode = '23514',
      detail = format('The file holds %s bytes.', stored_size);
  end if;
  select coalesce(sum(a.size_bytes), 0) into other_total
  from public.campaign_attachments a
  where a.campaign_id = new.campaign_id and a.id <> new.id;
  if other_total + new.size_bytes > limit_bytes then
    raise exception 'attachments_too_large' using errcode = '23514',
      detail = format('Attachments would total %s bytes; the limit is %s.', other_total + new.size_bytes, limit_bytes);
  end if;
  return new;
end;
$$;

create trigger require_email_campaign
  before insert on public.campaign_attachments
  for each row execute function private.require_campaign_kind('email');
create trigger enforce_attachment_total
  before insert or update of size_bytes, campaign_id on public.campaign_attachments
  for each row execute function private.enforce_attachment_total();

-- One row per AI generation: who, which provider and model, tokens, time. Written by the service.
create table public.ai_generations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  campaign_id uuid,
  kind text not null check (kind in ('campaign', 'page', 'section', 'templates')),
  provider text not null check (length(provider) <= 100),
  model text check (length(model) <= 200),
  status text not null check (status in ('succeeded', 'failed')),
  prompt_tokens integer check (prompt_tokens >= 0),
  completion_tokens integer check (completion_tokens >= 0),
  duration_ms integer check (duration_ms >= 0),
  error text check (length(error) <= 2000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete set null (campaign_id)
);
comment on table public.ai_generations is 'Usage per generation, recorded by the generation functions with the service role.';
create index ai_generations_workspace_id_created_at_idx on public.ai_generations (workspace_id, created_at desc);
create index ai_generations_campaign_id_workspace_id_idx on public.ai_generations (campaign_id, workspace_id);
create index ai_generations_created_by_idx on public.ai_generations (created_by);

-- Row-level security -----------------------------------------------------------------------------

alter table public.campaigns enable row level security;
alter table public.campaign_versions enable row level security;
alter table public.campaign_attachments enable row level security;
alter table public.ai_generations enable row level security;
revoke all on public.campaigns, public.campaign_versions, public.campaign_attachments, public.ai_generations
  from anon, authenticated;

grant select, delete on public.campaigns to authenticated;
grant insert (
  workspace_id, kind, client_id, name, product_name, description, goals, objectives, branding,
  target_audience, demographics, legal_text, prompt, mood, template,
  primary_color, secondary_color, tertiary_color, quaternary_color,
  content, design, html, subject, preheader, sender_name, sender_domain, slug, status, double_opt_in, edited_at
) on public.campaigns to authenticated;
grant update (
  client_id, name, product_name, description, goals, objectives, branding,
  target_audience, demographics, legal_text, prompt, mood, template,
  primary_color, secondary_color, tertiary_color, quaternary_color,
  content, design, html, subject, preheader, sender_name, sender_domain, slug, status, double_opt_in, edited_at
) on public.campaigns to authenticated;

create policy "Campaigns and pages are visible to workspace members"
  on public.campaigns for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Campaigns and pages can be created by workspace members"
  on public.campaigns for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Campaigns and pages can be edited by workspace members"
  on public.campaigns for update to authenticated
  using (workspace_id in (select private.user_workspace_ids()))
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Campaigns and pages can be deleted by workspace owners and admins"
  on public.campaigns for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

grant select, delete on public.campaign_versions to authenticated;
grant insert (workspace_id, campaign_id, content, design, html, subject, preheader, note)
  on public.campaign_versions to authenticated;

create policy "Versions are visible to workspace members"
  on public.campaign_versions for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Versions can be saved by workspace members"
  on public.campaign_versions for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Versions can be deleted by workspace owners and admins"
  on public.campaign_versions for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids('admin')));

grant select, delete on public.campaign_attachments to authenticated;
grant insert (workspace_id, campaign_id, storage_path, file_name, content_type, size_bytes)
  on public.campaign_attachments to authenticated;

create policy "Attachments are visible to workspace members"
  on public.campaign_attachments for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Attachments can be added by workspace members"
  on public.campaign_attachments for insert to authenticated
  with check (workspace_id in (select private.user_workspace_ids()));

create policy "Attachments can be removed by workspace members"
  on public.campaign_attachments for delete to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

grant select on public.ai_generations to authenticated;

create policy "Generation usage is visible to workspace members"
  on public.ai_generations for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

-- Functions the app calls ------------------------------------------------------------------------

-- Whether a slug can be used: 'available', 'taken', 'reserved' or 'invalid'. campaign_id names the
-- campaign asking, whose own slug counts as available. Definer: slugs are unique across workspaces.
create function public.check_slug(slug text, campaign_id uuid default null)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when check_slug.slug is null or private.is_reserved_slug(check_slug.slug) is true then
      case when check_slug.slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' then 'reserved' else 'invalid' end
    when not private.is_valid_slug(check_slug.slug) then 'invalid'
    when exists (
      select 1 from public.campaigns c
      where c.slug = check_slug.slug and c.id is distinct from check_slug.campaign_id
    ) then 'taken'
    else 'available'
  end
$$;
grant execute on function public.check_slug(text, uuid) to authenticated;
