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
