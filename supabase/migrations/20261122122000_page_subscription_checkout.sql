-- Webpage plan checkout and the Stripe subscription lifecycle (docs/payments.md "Webpage plans").

-- The Checkout Session that opened the subscription: the local checkout and checkout.session.*
-- events find the row by it before Stripe's subscription id is known.
alter table public.page_subscriptions
  add column stripe_checkout_session_id text unique,
  -- The Stripe `created` time of the last event whose state was applied: an older event, delivered
  -- late, never overwrites a newer one (docs/payments.md "Out of order").
  add column stripe_state_at timestamptz;

-- A plan's monthly recipients are credited once per paid invoice.
alter table public.campaign_purchases
  add constraint campaign_purchases_stripe_invoice_id_key unique (stripe_invoice_id);

-- Premium's monthly recipients are credited to the page itself (campaign_purchases rows of the page
-- with page_subscription_id and stripe_invoice_id). A member spends them on an email campaign of the
-- same workspace with use_plan_recipients, which moves them as a paid row of that campaign (same
-- page_subscription_id, no invoice), so campaign_usage and ship_campaign count them as any package.

-- What the page's plan has credited, what was moved to email campaigns, and what is left.
create function public.page_plan_recipients(page_id uuid)
returns table (credited integer, moved integer, remaining integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  perform 1 from public.campaigns c where c.id = page_plan_recipients.page_id and c.kind = 'page';
  if not found then
    raise exception 'page not found' using errcode = '42501';
  end if;
  select coalesce(sum(p.recipients), 0) into credited
  from public.campaign_purchases p
  where p.campaign_id = page_plan_recipients.page_id and p.page_subscription_id is not null and p.status = 'paid';
  select coalesce(sum(p.recipients), 0) into moved
  from public.campaign_purchases p
  join public.page_subscriptions s on s.id = p.page_subscription_id
  where s.campaign_id = page_plan_recipients.page_id and p.campaign_id <> page_plan_recipients.page_id
    and p.status = 'paid';
  remaining := greatest(credited - moved, 0);
  return next;
end;
$$;
grant execute on function public.page_plan_recipients(uuid) to authenticated, service_role;

-- Moves `recipients` of the page's plan credit to an email campaign of the same workspace (any
-- member); refuses no_recipients_left beyond what is left. Returns what is left afterwards. The page
-- row is locked, so two calls never spend the same recipients.
create function public.use_plan_recipients(page_id uuid, campaign_id uuid, recipients integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  page public.campaigns%rowtype;
  target public.campaigns%rowtype;
  left_over integer;
  source uuid;
begin
  select * into page from public.campaigns c where c.id = use_plan_recipients.page_id for update;
  if not found or page.kind <> 'page' or not private.has_role_on_workspace(page.workspace_id) then
    raise exception 'page not found' using errcode = '42501';
  end if;
  select * into target from public.campaigns c where c.id = use_plan_recipients.campaign_id;
  if not found or target.workspace_id <> page.workspace_id then
    raise exception 'campaign not found' using errcode = '42501';
  end if;
  if target.kind <> 'email' then
    raise exception 'invalid_campaign' using errcode = '22023', detail = 'Recipients are used by email campaigns.';
  end if;
  if use_plan_recipients.recipients is null or use_plan_recipients.recipients <= 0 then
    raise exception 'invalid_recipients' using errcode = '22023', detail = 'Use at least one recipient.';
  end if;
  select r.remaining into left_over from public.page_plan_recipients(page.id) r;
  if use_plan_recipients.recipients > left_over then
    raise exception 'no_recipients_left' using errcode = 'P0001',
      detail = format('The page''s plan has %s recipients left.', left_over);
  end if;
  select p.page_subscription_id into source
  from public.campaign_purchases p
  where p.campaign_id = page.id and p.page_subscription_id is not null and p.status = 'paid'
  order by p.paid_at desc
  limit 1;
  insert into public.campaign_purchases
    (workspace_id, campaign_id, page_subscription_id, recipients, amount_cents, status, paid_at, created_by)
  values
    (page.workspace_id, target.id, source, use_plan_recipients.recipients, 0, 'paid', now(), (select auth.uid()));
  return left_over - use_plan_recipients.recipients;
end;
$$;
revoke execute on function public.use_plan_recipients(uuid, uuid, integer) from public, anon;
grant execute on function public.use_plan_recipients(uuid, uuid, integer) to authenticated, service_role;
revoke execute on function public.page_plan_recipients(uuid) from public, anon;
