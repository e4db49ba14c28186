-- A Stripe price bills one package or one plan: a subscription event names its plan by price
-- (a plan changed in the customer portal), which must not be ambiguous.
create unique index packages_stripe_price_id_key on public.packages (stripe_price_id);
create unique index webpage_plans_stripe_price_id_key on public.webpage_plans (stripe_price_id);
