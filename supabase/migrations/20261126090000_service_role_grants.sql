-- What the edge functions' service-role client may do, table by table.
--
-- Supabase projects created since 30 May 2026 give the API roles no default privileges on what
-- postgres creates in public, and service_role bypasses row-level security but not GRANTs: every
-- table a function touches through PostgREST, or through a security invoker function it calls,
-- needs its privileges granted here. Nothing more: a leaked service key still cannot read the
-- waitlist or rewrite a workspace's members. docs/permissions.md lists them with their users, and
-- supabase/tests/rls-matrix.test.ts checks each one, granted and refused.

-- Generation usage (record-usage in generate-campaign, generate-page, recommend-templates).
grant insert on public.ai_generations to service_role;

-- Public pages (public-page, submit-lead): the page, its workspace and client, its plan state.
grant select on public.campaigns, public.workspaces, public.clients to service_role;
grant insert on public.page_events to service_role;
grant select, insert, update on public.leads to service_role;

-- Payments (checkout, stripe-webhook, local-checkout, billing-portal).
grant select on public.packages, public.webpage_plans to service_role;
grant select, insert, update on public.campaign_purchases, public.page_subscriptions to service_role;
grant select, insert, update on public.webhook_events to service_role;

-- Sending (process-send-jobs), delivery events (resend-webhook) and unsubscribe.
grant select on public.campaign_attachments to service_role;
grant update (status) on public.campaigns to service_role;
grant select, update on public.send_jobs, public.recipients to service_role;
grant select, insert on public.recipient_events, public.suppressions to service_role;
