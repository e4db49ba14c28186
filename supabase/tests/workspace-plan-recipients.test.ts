import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

/**
 * public.workspace_plan_recipients: in one call, the pages of a workspace whose plan still has
 * recipients to move to an email campaign, with what each has left (what the publish screen's card
 * lists). Members read their own workspace's; anyone else reads nothing.
 */
const db = testDatabase();

async function newCampaign(kind: 'email' | 'page', name: string, workspace = A.id) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, $2, $3) returning id`,
    [workspace, kind, name],
  );
  return rows[0].id as string;
}

/** A page whose Premium plan credited it `recipients` once. */
async function pageWithPlan(name: string, recipients: number, workspace = A.id) {
  const page = await newCampaign('page', name, workspace);
  const tag = randomUUID().slice(0, 8);
  const { rows } = await db.admin.query(
    `insert into public.page_subscriptions
       (workspace_id, campaign_id, plan_id, status, stripe_subscription_id, stripe_customer_id, current_period_end)
     values ($1, $2, 'premium', 'active', $3, $4, now() + interval '20 days') returning id`,
    [workspace, page, `sub_${tag}`, `cus_${tag}`],
  );
  await db.admin.query(
    `insert into public.campaign_purchases
       (workspace_id, campaign_id, page_subscription_id, recipients, status, paid_at, stripe_invoice_id)
     values ($1, $2, $3, $4, 'paid', now(), $5)`,
    [workspace, page, rows[0].id, recipients, `in_${tag}`],
  );
  return page;
}

const planOf = (actor: Parameters<typeof db.act>[0], workspace: string) =>
  db
    .act(actor, (c) => c.query('select * from public.workspace_plan_recipients($1)', [workspace]))
    .then((result) => result.rows);

const pages: Record<string, string> = {};

beforeAll(async () => {
  pages.spring = await pageWithPlan('Spring offer', 500);
  pages.autumn = await pageWithPlan('Autumn offer', 300);
  pages.spent = await pageWithPlan('Spent offer', 100);
  pages.noPlan = await newCampaign('page', 'A page without a plan');
  pages.ofB = await pageWithPlan('B offer', 500, B.id);
  const email = await newCampaign('email', 'Newsletter');
  await db.act('memberA', (c) =>
    c.query('select public.use_plan_recipients($1, $2, 200)', [pages.spring, email]),
  );
  await db.act('memberA', (c) =>
    c.query('select public.use_plan_recipients($1, $2, 100)', [pages.spent, email]),
  );
});

describe('workspace_plan_recipients', () => {
  test('a member reads the pages of their workspace with recipients left, by name, as page_plan_recipients counts them', async () => {
    expect(await planOf('memberA', A.id)).toEqual([
      { page_id: pages.autumn, name: 'Autumn offer', remaining: 300 },
      { page_id: pages.spring, name: 'Spring offer', remaining: 300 },
    ]);
    expect(await planOf('ownerB', B.id)).toEqual([{ page_id: pages.ofB, name: 'B offer', remaining: 500 }]);
  });

  test('anyone outside the workspace reads nothing of it', async () => {
    expect(await planOf('memberB', A.id)).toEqual([]);
    expect(await planOf('stranger', A.id)).toEqual([]);
  });

  test('visitors who are not signed in may not call it', async () => {
    await expect(planOf('anon', A.id)).rejects.toMatchObject({ code: '42501' });
  });
});
