-- Prices and payments: campaign packages (one-off, per campaign) and webpage plans (monthly, per
-- page). Prices live here, readable by anyone; payment state is written only by the service role.

create type public.purchase_status as enum ('pending', 'paid', 'failed', 'refunded', 'expired');
-- Stripe's subscription statuses, as the webhook receives them.
create type public.subscription_status as enum (
  'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'
);

create table public.packages (
  id text primary key check (id ~ '^[a-z0-9_]{1,40}$'),
  name text not null check (length(name) between 1 and 80),
  recipients integer not null check (recipients > 0),
  price_cents integer not null check (price_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  is_popular boolean not null default false,
  sort_order integer not null default 0,
  active boolean not null default true,
  stripe_price_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.packages is 'Campaign packages: recipients for one campaign, paid once. Prices in the smallest currency unit.';

create table public.webpage_plans (
  id text primary key check (id ~ '^[a-z0-9_]{1,40}$'),
  name text not null check (length(name) between 1 and 80),
  monthly_price_cents integer not null check (monthly_price_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  monthly_recipients integer not null default 0 check (monthly_recipients >= 0),
  features text[] not null default '{}',
  sort_order integer not null default 0,
  active boolean not null default true,
  stripe_price_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.webpage_plans is 'Monthly plans for a landing page. features holds keys the app translates.';

insert into public.packages (id, name, recipients, price_cents, currency, is_popular, sort_order) values
  ('basic', 'Basic', 500, 899, 'usd', false, 1),
  ('standard', 'Standard', 1000, 1399, 'usd', true, 2),
  ('premium', 'Premium', 2500, 2499, 'usd', false, 3);

insert into public.webpage_plans (id, name, monthly_price_cents, currency, monthly_recipients, features, sort_order) values
  ('basic', 'Basic', 1200, 'usd', 0,
   array['landing_page_builder', 'custom_domain', 'basic_analytics', 'responsive_design', 'lead_form'], 1),
  ('premium', 'Premium', 2900, 'usd', 500,
   array['landing_page_builder', 'custom_domain', 'basic_analytics', 'responsive_design', 'lead_form',
         'monthly_recipients', 'advanced_analytics'], 2);

create table public.page_subscriptions (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  plan_id text not null references public.webpage_plans (id),
  status public.subscription_status not null default 'incomplete',
  stripe_subscription_id text unique,
  stripe_customer_id text,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade
);
comment on table public.page_subscriptions is 'A webpage plan subscription of one page; the page is live while it is active.';
create index page_subscriptions_campaign_id_workspace_id_idx on public.page_subscriptions (campaign_id, workspace_id);
create index page_subscriptions_plan_id_idx on public.page_subscriptions (plan_id);
create index page_subscriptions_created_by_idx on public.page_subscriptions (created_by);
-- At most one subscription that is not finished per page.
create unique index page_subscriptions_one_open_per_page_idx on public.page_subscriptions (campaign_id)
  where status not in ('canceled', 'incomplete_expired');

create table public.campaign_purchases (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  campaign_id uuid not null,
  -- A package bought for this campaign, or a plan's monthly recipients credited to it.
  package_id text references public.packages (id),
  page_subscription_id uuid references public.page_subscriptions (id) on delete set null,
  recipients integer not null check (recipients > 0),
  amount_cents integer not null default 0 check (amount_cents >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  status public.purchase_status not null default 'pending',
  stripe_checkout_session_id text unique,
  stripe_payment_intent_id text,
  stripe_invoice_id text,
  paid_at timestamptz,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id) on delete cascade,
  check (package_id is not null or page_subscription_id is not null),
  check (status <> 'paid' or paid_at is not null)
);
comment on table public.campaign_purchases is 'Recipients allowed for a campaign: the sum of its paid rows.';
create index campaign_purchases_campaign_id_workspace_id_idx on public.campaign_purchases (campaign_id, workspace_id);
create index campaign_purchases_package_id_idx on public.campaign_purchases (package_id);
create index campaign_purchases_page_subscription_id_idx on public.campaign_purchases (page_subscription_id);
create index campaign_purchases_created_by_idx on public.campaign_purchases (created_by);

-- Webhook deliveries already handled, by the provider's event id: a replay changes nothing.
create table public.webhook_events (
  provider text not null check (provider in ('stripe', 'resend')),
  event_id text not null,
  type text not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  primary key (provider, event_id)
);
comment on table public.webhook_events is 'Idempotency for webhooks. Service role only.';

create trigger set_updated_at before update on public.packages
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.webpage_plans
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.page_subscriptions
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.campaign_purchases
  for each row execute function private.set_updated_at();
create trigger require_page
  before insert on public.page_subscriptions
  for each row execute function private.require_campaign_kind('page');

-- Row-level security -----------------------------------------------------------------------------

alter table public.packages enable row level security;
alter table public.webpage_plans enable row level security;
alter table public.page_subscriptions enable row level security;
alter table public.campaign_purchases enable row level security;
alter table public.webhook_events enable row level security;
revoke all on public.packages, public.webpage_plans, public.page_subscriptions, public.campaign_purchases,
  public.webhook_events from anon, authenticated;

grant select on public.packages, public.webpage_plans to anon, authenticated;

create policy "Packages are readable by anyone"
  on public.packages for select to anon, authenticated
  using (true);

create policy "Webpage plans are readable by anyone"
  on public.webpage_plans for select to anon, authenticated
  using (true);

grant select on public.page_subscriptions, public.campaign_purchases to authenticated;

create policy "Page subscriptions are visible to workspace members"
  on public.page_subscriptions for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

create policy "Purchases are visible to workspace members"
  on public.campaign_purchases for select to authenticated
  using (workspace_id in (select private.user_workspace_ids()));

-- webhook_events: no policy and no privilege for the API roles; the service role bypasses RLS.

-- Functions --------------------------------------------------------------------------------------

-- A page is live (served to visitors, its form open) when published with an active subscription.
-- Security invoker: members see their pages, the service role all of them.
create function public.page_is_live(page_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1
    from public.campaigns c
    join public.page_subscriptions s on s.campaign_id = c.id
    where c.id = page_is_live.page_id
      and c.kind = 'page'
      and c.status = 'published'
      and s.status in ('active', 'trialing')
      and (s.current_period_end is null or s.current_period_end > now())
  )
$$;
grant execute on function public.page_is_live(uuid) to authenticated, service_role;
