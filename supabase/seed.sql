-- Local demo data, loaded by `npm run db:reset` (and `supabase db reset`). Never for production.
-- Users (password `pitchcraft-demo-2026` for all, email confirmed):
--   owner@pitchcraft.local   owner of Harbor & Pine Studio and of Panadería Casa Verde
--   admin@pitchcraft.local   admin of Harbor & Pine Studio
--   member@pitchcraft.local  member of Harbor & Pine Studio
-- Packages and webpage plans come from the migrations.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('pitchcraft-demo-2026', extensions.gen_salt('bf', 10)), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('full_name', u.full_name, 'locale', u.locale),
  now(), now()
from (values
  ('a1f0c3b2-0000-4000-8000-000000000001'::uuid, 'owner@pitchcraft.local', 'Olivia Owens', 'en'),
  ('a1f0c3b2-0000-4000-8000-000000000002'::uuid, 'admin@pitchcraft.local', 'Adrián Álvarez', 'es'),
  ('a1f0c3b2-0000-4000-8000-000000000003'::uuid, 'member@pitchcraft.local', 'Mei Morgan', 'en')
) as u (id, email, full_name, locale);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', now(), now(), now()
from auth.users u
where u.email like '%@pitchcraft.local';

insert into public.workspaces (
  id, name, website, industry, country, locale,
  primary_color, secondary_color, tertiary_color, quaternary_color,
  contact_first_name, contact_last_name, contact_phone, contact_email,
  contact_country, contact_street, contact_city, contact_region, contact_zip,
  sender_name, sender_domain, created_by
) values (
  'b2e1d4c3-0000-4000-8000-000000000001', 'Harbor & Pine Studio', 'https://harborandpine.example',
  'Marketing agency', 'US', 'en',
  '#f4f1ea', '#1f3a5f', '#e07a5f', '#c9c2b2',
  'Olivia', 'Owens', '+1 512 555 0142', 'hello@harborandpine.example',
  'US', '500 Congress Avenue, Suite 210', 'Austin', 'TX', '78701',
  'Harbor & Pine', 'mail.harborandpine.example', 'a1f0c3b2-0000-4000-8000-000000000001'
), (
  'b2e1d4c3-0000-4000-8000-000000000002', 'Panadería Casa Verde', 'https://casaverde.example',
  'Bakery', 'MX', 'es',
  '#fffaf0', '#2f5d3a', '#d99a3d', '#e6dccb',
  'Olivia', 'Owens', '+52 55 5555 0199', 'hola@casaverde.example',
  'MX', 'Calle Colima 145, Roma Norte', 'Ciudad de México', 'CDMX', '06700',
  null, null, 'a1f0c3b2-0000-4000-8000-000000000001'
);

insert into public.workspace_members (workspace_id, user_id, role) values
  ('b2e1d4c3-0000-4000-8000-000000000001', 'a1f0c3b2-0000-4000-8000-000000000001', 'owner'),
  ('b2e1d4c3-0000-4000-8000-000000000001', 'a1f0c3b2-0000-4000-8000-000000000002', 'admin'),
  ('b2e1d4c3-0000-4000-8000-000000000001', 'a1f0c3b2-0000-4000-8000-000000000003', 'editor'),
  ('b2e1d4c3-0000-4000-8000-000000000002', 'a1f0c3b2-0000-4000-8000-000000000001', 'owner');

update public.profiles set current_workspace_id = 'b2e1d4c3-0000-4000-8000-000000000001'
where email like '%@pitchcraft.local';

insert into public.clients (
  id, workspace_id, name, website, contact_email, contact_phone, sender_name, sender_domain,
  primary_color, secondary_color, tertiary_color, quaternary_color, created_by
) values (
  'c3f2e5d4-0000-4000-8000-000000000001', 'b2e1d4c3-0000-4000-8000-000000000001', 'Bluebird Bikes',
  'https://bluebirdbikes.example', 'shop@bluebirdbikes.example', '+1 512 555 0187',
  'Bluebird Bikes', 'news.bluebirdbikes.example',
  '#eef5fb', '#12355b', '#2a9df4', '#b8cde0', 'a1f0c3b2-0000-4000-8000-000000000001'
);

-- Sending domains: the agency's own, and one its client Bluebird authenticated (docs/domains.md).
-- Verified as a real account's would be; the local Resend accepts reserved .example domains.
insert into public.sender_domains (workspace_id, client_id, name, status, records, verified_at, checked_at, created_by) values
  ('b2e1d4c3-0000-4000-8000-000000000001', null, 'mail.harborandpine.example', 'verified',
   jsonb_build_array(jsonb_build_object('record', 'SPF', 'name', 'send.mail', 'type', 'MX', 'ttl', 'Auto', 'status', 'verified', 'value', 'feedback-smtp.us-east-1.amazonses.com', 'priority', 10), jsonb_build_object('record', 'SPF', 'name', 'send.mail', 'type', 'TXT', 'ttl', 'Auto', 'status', 'verified', 'value', '"v=spf1 include:amazonses.com ~all"'), jsonb_build_object('record', 'DKIM', 'name', 'resend._domainkey.mail', 'type', 'TXT', 'ttl', 'Auto', 'status', 'verified', 'value', 'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDemoHarborandpineKey0AB')), now(), now(), 'a1f0c3b2-0000-4000-8000-000000000001'),
  ('b2e1d4c3-0000-4000-8000-000000000001', 'c3f2e5d4-0000-4000-8000-000000000001', 'news.bluebirdbikes.example', 'verified',
   jsonb_build_array(jsonb_build_object('record', 'SPF', 'name', 'send.news', 'type', 'MX', 'ttl', 'Auto', 'status', 'verified', 'value', 'feedback-smtp.us-east-1.amazonses.com', 'priority', 10), jsonb_build_object('record', 'SPF', 'name', 'send.news', 'type', 'TXT', 'ttl', 'Auto', 'status', 'verified', 'value', '"v=spf1 include:amazonses.com ~all"'), jsonb_build_object('record', 'DKIM', 'name', 'resend._domainkey.news', 'type', 'TXT', 'ttl', 'Auto', 'status', 'verified', 'value', 'p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDemoBluebirdbikesKey0AB')), now(), now(), 'a1f0c3b2-0000-4000-8000-000000000001');

-- Briefs only: nothing is generated yet, so design, content and html stay empty.
insert into public.campaigns (
  id, workspace_id, client_id, kind, name, product_name, description, goals, objectives, branding,
  target_audience, demographics, legal_text, mood, template,
  primary_color, secondary_color, tertiary_color, quaternary_color,
  subject, sender_name, sender_domain, slug, status, created_by
) values (
  'd4a3f6e5-0000-4000-8000-000000000001', 'b2e1d4c3-0000-4000-8000-000000000001',
  'c3f2e5d4-0000-4000-8000-000000000001', 'email', 'Spring tune-up week', 'Spring tune-up',
  'A full tune-up while you wait: brakes adjusted, gears indexed, chain cleaned and lubed, tyres checked. Booked online in two minutes, done in under an hour.',
  'Fill the workshop calendar for the first two weeks of April.',
  'Book 120 tune-ups; bring back riders who have not visited since last autumn.',
  'Friendly neighbourhood shop: plain words, no jargon, a bike-bell blue.',
  'Commuters and weekend riders within ten miles of the shop who bought a bike or a service from us before.',
  'Adults 25-55, mostly commuters; many ride year-round.',
  'Offer valid April 1-14 at the South Lamar shop. Parts not included. One tune-up per bike.',
  'playful', null,
  '#eef5fb', '#12355b', '#2a9df4', '#b8cde0',
  'Your bike deserves a spring tune-up', 'Bluebird Bikes', 'news.bluebirdbikes.example',
  'bluebird-spring-tune-up', 'draft', 'a1f0c3b2-0000-4000-8000-000000000001'
), (
  'd4a3f6e5-0000-4000-8000-000000000002', 'b2e1d4c3-0000-4000-8000-000000000001',
  'c3f2e5d4-0000-4000-8000-000000000001', 'page', 'Book a tune-up', 'Workshop booking',
  'A landing page where riders pick a tune-up slot and leave their contact details; the shop calls back to confirm.',
  'Collect tune-up bookings from the spring email and from the shop''s social posts.',
  'Get 60 bookings through the page in April.',
  'Same palette as the shop sign; photos of the workshop, no stock images.',
  'Riders in south Austin who want their bike ready for spring.',
  null,
  'Bookings are confirmed by phone. We never share your details.',
  'modern', 'solid',
  '#eef5fb', '#12355b', '#2a9df4', '#b8cde0',
  null, null, null,
  'bluebird-book-a-tune-up', 'draft', 'a1f0c3b2-0000-4000-8000-000000000001'
);
