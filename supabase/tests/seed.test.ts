import { expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';

/** The seed (loaded into the template database by the global setup, as `npm run db:reset` does). */
const db = testDatabase();

test('the demo users sign in with pitchcraft-demo-2026 and belong to the demo workspace', async () => {
  const { rows } = await db.admin.query(`
    select u.email, m.role, u.encrypted_password = extensions.crypt('pitchcraft-demo-2026', u.encrypted_password) as password_ok,
           exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email') as has_identity,
           u.email_confirmed_at is not null as confirmed
    from auth.users u
    join public.workspace_members m on m.user_id = u.id
    join public.workspaces w on w.id = m.workspace_id and w.name = 'Harbor & Pine Studio'
    order by m.role desc`);
  expect(rows).toEqual([
    {
      email: 'owner@pitchcraft.local',
      role: 'owner',
      password_ok: true,
      has_identity: true,
      confirmed: true,
    },
    {
      email: 'admin@pitchcraft.local',
      role: 'admin',
      password_ok: true,
      has_identity: true,
      confirmed: true,
    },
    {
      email: 'member@pitchcraft.local',
      role: 'editor',
      password_ok: true,
      has_identity: true,
      confirmed: true,
    },
  ]);
});

test('the demo workspace has an address, a sender, a client, an email campaign and a page', async () => {
  const { rows } = await db.admin.query(`
    select w.contact_street is not null as address, w.sender_name, w.sender_domain,
           (select count(*)::int from public.clients c where c.workspace_id = w.id) as clients,
           (select array_agg(c.kind::text order by c.kind) from public.campaigns c where c.workspace_id = w.id) as kinds
    from public.workspaces w where w.name = 'Harbor & Pine Studio'`);
  expect(rows).toEqual([
    {
      address: true,
      sender_name: 'Harbor & Pine',
      sender_domain: 'mail.harborandpine.example',
      clients: 1,
      kinds: ['email', 'page'],
    },
  ]);
  const second = await db.admin.query(
    `select locale from public.workspaces where name = 'Panadería Casa Verde'`,
  );
  expect(second.rows).toEqual([{ locale: 'es' }]);
});

test('packages and webpage plans carry their prices in cents', async () => {
  const packages = await db.admin.query(
    'select id, recipients, price_cents, currency, is_popular from public.packages order by sort_order',
  );
  expect(packages.rows).toEqual([
    { id: 'basic', recipients: 500, price_cents: 899, currency: 'usd', is_popular: false },
    { id: 'standard', recipients: 1000, price_cents: 1399, currency: 'usd', is_popular: true },
    { id: 'premium', recipients: 2500, price_cents: 2499, currency: 'usd', is_popular: false },
  ]);
  const plans = await db.admin.query(
    'select id, monthly_price_cents, monthly_recipients from public.webpage_plans order by sort_order',
  );
  expect(plans.rows).toEqual([
    { id: 'basic', monthly_price_cents: 1200, monthly_recipients: 0 },
    { id: 'premium', monthly_price_cents: 2900, monthly_recipients: 500 },
  ]);
});
