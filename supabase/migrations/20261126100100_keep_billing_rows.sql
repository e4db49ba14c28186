-- Deleting never loses billing state (issue 18, item 6).
--
-- Before: deleting a page cascaded away its page_subscriptions row (the Stripe subscription and
-- customer ids), so Stripe kept charging and the next event answered unknown_subscription;
-- deleting a campaign removed its paid purchases; and a page whose plan recipients had been moved
-- to a campaign could not be deleted at all (the moved rows lost page_subscription_id: 23514).
-- Now:
--   * a page whose plan is still running (Stripe may still charge) cannot be deleted:
--     page_has_subscription (P0001). Cancel the plan first; once it has ended the page can go;
--   * page_subscriptions and campaign_purchases outlive their campaign: campaign_id becomes null,
--     workspace_id stays, so members still see them (RLS is on workspace_id), webhooks still find
--     the subscription by its Stripe ids, and recipients moved from a plan stay counted as moved;
--   * they go with their workspace (which cannot be deleted either while one of its pages has a
--     running plan: the page's delete is refused inside the cascade).

alter table public.page_subscriptions alter column campaign_id drop not null;
alter table public.page_subscriptions drop constraint page_subscriptions_campaign_id_workspace_id_fkey;
alter table public.page_subscriptions
  add constraint page_subscriptions_campaign_id_workspace_id_fkey foreign key (campaign_id, workspace_id)
    references public.campaigns (id, workspace_id) on delete set null (campaign_id),
  add constraint page_subscriptions_workspace_id_fkey foreign key (workspace_id)
    references public.workspaces (id) on delete cascade;
create index page_subscriptions_workspace_id_idx on public.page_subscriptions (workspace_id);

alter table public.campaign_purchases alter column campaign_id drop not null;
alter table public.campaign_purchases drop constraint campaign_purchases_campaign_id_workspace_id_fkey;
alter table public.campaign_purchases
  add constraint campaign_purchases_campaign_id_workspace_id_fkey foreign key (campaign_id, workspace_id)
    references public.campaigns (id, workspace_id) on delete set null (campaign_id),
  add constraint campaign_purchases_workspace_id_fkey foreign key (workspace_id)
    references public.workspaces (id) on delete cascade;
create index campaign_purchases_workspace_id_idx on public.campaign_purchases (workspace_id);

comment on column public.page_subscriptions.campaign_id is 'The page; null once the page was deleted (the row is kept for Stripe and the audit trail).';
comment on column public.campaign_purchases.campaign_id is 'The campaign; null once it was deleted (the row is kept for the audit trail).';

-- A page cannot be deleted while its plan may still be charged: active, trialing, past_due, unpaid,
-- paused, or incomplete once Stripe created the subscription or while its Checkout Session may still
-- be paid (Stripe's sessions expire after 24 hours; checkout.session.expired ends the row sooner).
-- An abandoned checkout older than that, or one never sent to Stripe, does not hold the page.
create function private.refuse_deleting_paid_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.kind = 'page' and exists (
    select 1
    from public.page_subscriptions s
    where s.campaign_id = old.id
      and (s.status in ('active', 'trialing', 'past_due', 'unpaid', 'paused')
           or (s.status = 'incomplete'
               and (s.stripe_subscription_id is not null
                    or (s.stripe_checkout_session_id is not null and s.updated_at > now() - interval '24 hours'))))
  ) then
    raise exception 'page_has_subscription' using errcode = 'P0001',
      detail = 'The page''s webpage plan is running or being paid for. Cancel the plan first (or let an unfinished payment expire); the page can be deleted once the plan has ended.';
  end if;
  return old;
end;
$$;

create trigger refuse_deleting_paid_pages
  before delete on public.campaigns
  for each row execute function private.refuse_deleting_paid_pages();

-- Recipients moved to an email campaign that was deleted since stay moved (they may have been sent).
create or replace function public.page_plan_recipients(page_id uuid)
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
  where s.campaign_id = page_plan_recipients.page_id
    and p.campaign_id is distinct from page_plan_recipients.page_id
    and p.status = 'paid';
  remaining := greatest(credited - moved, 0);
  return next;
end;
$$;
