import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { type Actor, outcome, outcomeOf, testDatabase } from './testing/database.ts';
import { A, B, users } from './testing/fixtures.ts';

/**
 * Issue 18, item 6: deleting a page, a campaign or a workspace never loses billing state. Pages
 * with a running plan cannot be deleted; purchases and subscriptions outlive their campaign.
 */
const db = testDatabase();

async function newCampaign(kind: 'email' | 'page', workspace = A.id) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, $2, $3) returning id`,
    [workspace, kind, `Deletable ${kind}`],
  );
  return rows[0].id as string;
}

/** A page with a Stripe subscription in `status`, and its plan's 500 recipients credited once. */
async function pageWithPlan(status: string, workspace = A.id) {
  const page = await newCampaign('page', workspace);
  const tag = randomUUID().slice(0, 8);
  const { rows } = await db.admin.query(
    `insert into public.page_subscriptions
       (workspace_id, campaign_id, plan_id, status, stripe_subscription_id, stripe_customer_id, current_period_end)
     values ($1, $2, 'premium', $3, $4, $5, now() + interval '20 days') returning id`,
    [workspace, page, status, `sub_${tag}`, `cus_${tag}`],
  );
  const subscription = rows[0].id as string;
  await db.admin.query(
    `insert into public.campaign_purchases
       (workspace_id, campaign_id, page_subscription_id, recipients, status, paid_at, stripe_invoice_id)
     values ($1, $2, $3, 500, 'paid', now(), $4)`,
    [workspace, page, subscription, `in_${tag}`],
  );
  return { page, subscription, stripeId: `sub_${tag}` };
}

const remove = (actor: Actor, id: string) =>
  db
    .act(actor, (c) => c.query('delete from public.campaigns where id = $1', [id]))
    .then((result) => (result.rowCount === 1 ? 'deleted' : 'not deleted'), outcomeOf);

const count = async (sql: string, values: unknown[]) =>
  Number((await db.admin.query(`select count(*) as n from ${sql}`, values)).rows[0].n);

describe('pages with a plan', () => {
  test.each(['active', 'trialing', 'past_due', 'unpaid', 'paused', 'incomplete'])(
    'deleting a page whose plan is %s is refused, and the subscription stays',
    async (status) => {
      const { page, subscription } = await pageWithPlan(status);
      expect(await remove('adminA', page)).toBe('page_has_subscription');
      expect(
        await count('public.page_subscriptions where id = $1 and campaign_id = $2', [subscription, page]),
      ).toBe(1);
    },
  );

  test('a checkout that may still be paid holds the page; one abandoned over a day ago does not', async () => {
    const checkout = async (age: string) => {
      const page = await newCampaign('page');
      await db.admin.query(
        `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status, stripe_checkout_session_id, updated_at)
         values ($1, $2, 'basic', 'incomplete', $3, now() - $4::interval)`,
        [A.id, page, `cs_${randomUUID()}`, age],
      );
      return page;
    };
    expect(await remove('adminA', await checkout('1 hour'))).toBe('page_has_subscription');
    expect(await remove('adminA', await checkout('25 hours'))).toBe('deleted');
    const neverSent = await newCampaign('page');
    await db.admin.query(
      `insert into public.page_subscriptions (workspace_id, campaign_id, plan_id, status) values ($1, $2, 'basic', 'incomplete')`,
      [A.id, neverSent],
    );
    expect(await remove('adminA', neverSent)).toBe('deleted');
  });

  test('a page whose plan ended, with recipients moved to a campaign, can be deleted; its rows stay for Stripe', async () => {
    const { page, subscription, stripeId } = await pageWithPlan('active');
    const email = await newCampaign('email');
    await db.act('memberA', (c) => c.query('select public.use_plan_recipients($1, $2, 200)', [page, email]));
    await db.admin.query(
      `update public.page_subscriptions set status = 'canceled', canceled_at = now() where id = $1`,
      [subscription],
    );

    expect(await remove('adminA', page)).toBe('deleted');

    // The subscription keeps its Stripe ids and its workspace; members still see it.
    const kept = await db.act('memberA', (c) =>
      c.query(
        'select campaign_id, workspace_id, stripe_customer_id from public.page_subscriptions where stripe_subscription_id = $1',
        [stripeId],
      ),
    );
    expect(kept.rows).toEqual([
      { campaign_id: null, workspace_id: A.id, stripe_customer_id: expect.any(String) },
    ]);
    // The webhook still finds and updates it (the service role's queries of the Stripe store).
    const updated = await db.act('service', (c) =>
      c.query(
        `update public.page_subscriptions set current_period_end = now(), stripe_state_at = now()
         where stripe_subscription_id = $1 returning id`,
        [stripeId],
      ),
    );
    expect(updated.rows).toEqual([{ id: subscription }]);
    // A late invoice of that subscription is still recorded (no page to credit: campaign_id null).
    expect(
      await outcome(
        db.act('service', (c) =>
          c.query(
            `insert into public.campaign_purchases
               (workspace_id, campaign_id, page_subscription_id, recipients, status, paid_at, stripe_invoice_id)
             values ($1, null, $2, 500, 'paid', now(), 'in_after_delete')`,
            [A.id, subscription],
          ),
        ),
      ),
    ).toBe('ok');
    // The campaign keeps the 200 moved recipients, still linked to the plan.
    const usage = await db.act('memberA', (c) => c.query('select * from public.campaign_usage($1)', [email]));
    expect(usage.rows[0].allowed).toBe(200);
    expect(
      await count('public.campaign_purchases where page_subscription_id = $1 and campaign_id = $2', [
        subscription,
        email,
      ]),
    ).toBe(1);
  });
});

describe('campaigns', () => {
  test('deleting an email campaign keeps its paid purchase for the workspace, and only for it', async () => {
    const email = await newCampaign('email');
    const { rows } = await db.admin.query(
      `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, amount_cents, status, paid_at,
         stripe_checkout_session_id, stripe_payment_intent_id)
       values ($1, $2, 'standard', 1000, 1399, 'paid', now(), 'cs_kept', 'pi_kept') returning id`,
      [A.id, email],
    );
    expect(await remove('adminA', email)).toBe('deleted');
    const seen = async (actor: Actor) =>
      (
        await db.act(actor, (c) =>
          c.query('select campaign_id, status, amount_cents from public.campaign_purchases where id = $1', [
            rows[0].id,
          ]),
        )
      ).rows;
    expect(await seen('memberA')).toEqual([{ campaign_id: null, status: 'paid', amount_cents: 1399 }]);
    expect(await seen('memberB')).toEqual([]);
    // A refund of it still finds it by its payment intent.
    const refunded = await db.act('service', (c) =>
      c.query(
        `update public.campaign_purchases set status = 'refunded' where stripe_payment_intent_id = 'pi_kept' returning id`,
      ),
    );
    expect(refunded.rowCount).toBe(1);
  });

  test('deleting a campaign that received plan recipients does not give them back to the page', async () => {
    const { page } = await pageWithPlan('active');
    const email = await newCampaign('email');
    await db.act('memberA', (c) => c.query('select public.use_plan_recipients($1, $2, 200)', [page, email]));
    expect(await remove('adminA', email)).toBe('deleted');
    const left = await db.act('memberA', (c) =>
      c.query('select * from public.page_plan_recipients($1)', [page]),
    );
    expect(left.rows[0]).toEqual({ credited: 500, moved: 200, remaining: 300 });
  });
});

describe('workspaces', () => {
  async function workspaceOfOwnerB() {
    const id = randomUUID();
    await db.admin.query(
      `insert into public.workspaces (id, name, country, created_by) values ($1, 'Throwaway', 'US', $2)`,
      [id, users.ownerB],
    );
    await db.admin.query(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
      [id, users.ownerB],
    );
    return id;
  }

  test('a workspace with a running page plan cannot be deleted; once the plan ended, it goes with its rows', async () => {
    const workspace = await workspaceOfOwnerB();
    const { subscription } = await pageWithPlan('past_due', workspace);
    const drop = () =>
      db
        .act('ownerB', (c) => c.query('delete from public.workspaces where id = $1', [workspace]))
        .then((r) => (r.rowCount === 1 ? 'deleted' : 'not deleted'), outcomeOf);
    expect(await drop()).toBe('page_has_subscription');
    await db.admin.query(`update public.page_subscriptions set status = 'canceled' where id = $1`, [
      subscription,
    ]);
    expect(await drop()).toBe('deleted');
    expect(await count('public.page_subscriptions where workspace_id = $1', [workspace])).toBe(0);
    expect(await count('public.campaign_purchases where workspace_id = $1', [workspace])).toBe(0);
    expect(await count('public.workspaces where id = $1', [B.id])).toBe(1);
  });
});
