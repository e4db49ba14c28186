import { expect, test } from 'vitest';
import { type Actor, outcomeOf, testDatabase } from './testing/database.ts';
import { A, SENDABLE_HTML } from './testing/fixtures.ts';

/**
 * The paid allowance is never exceeded: 20 attempts at once, each on its own connection, to ship
 * (and finish at once, as the fastest possible processor would) while others upload more
 * recipients and a payment lands.
 */
const db = testDatabase();

async function campaignWith(recipients: number, allowance: number) {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name, html, subject, sender_name, sender_domain, status)
     values ($1, 'email', 'Concurrency', $2, 'Hello', 'Sender', $3, 'ready') returning id`,
    [A.id, SENDABLE_HTML, A.domainName],
  );
  const id = rows[0].id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email)
     select $1, $2, 'r' || i || '@example.com' from generate_series(1, $3) i`,
    [A.id, id, recipients],
  );
  await db.admin.query(
    `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
     values ($1, $2, 'basic', $3, 'paid', now())`,
    [A.id, id, allowance],
  );
  return id;
}

/** Ships, then finishes the job at once, as the fastest processor would: the next attempt may ship again. */
const shipAndFinish = (actor: Actor, campaign: string) =>
  db
    .act(actor, async (c) => {
      const job = (await c.query('select * from public.ship_campaign($1)', [campaign])).rows[0];
      return { id: job.id as string, held: job.total_recipients as number };
    })
    .then(async (job) => {
      await db.admin.query(
        `with finished as (
           update public.send_jobs set status = 'finished' where id = $1 and status = 'queued' returning campaign_id
         )
         update public.campaigns set status = 'sent' where id in (select campaign_id from finished)`,
        [job.id],
      );
      return job;
    })
    .catch(outcomeOf);

async function held(campaign: string) {
  const { rows } = await db.admin.query(
    `select (select count(*)::int from public.recipients where campaign_id = $1 and send_job_id is not null) as held,
            (select coalesce(sum(total_recipients), 0)::int from public.send_jobs where campaign_id = $1) as used,
            (select count(distinct send_job_id)::int from public.recipients where campaign_id = $1) as jobs`,
    [campaign],
  );
  return rows[0];
}

test('20 concurrent ship attempts hold exactly the paid 500 of 1,200 recipients', async () => {
  const id = await campaignWith(1200, 500);
  const actors: Actor[] = ['ownerA', 'adminA', 'memberA', 'service'];
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => shipAndFinish(actors[i % 4] as Actor, id)),
  );
  const jobs = new Set(results.filter((r) => typeof r === 'object').map((r) => (r as { id: string }).id));
  const refusals = results.filter((r) => typeof r === 'string');
  expect(refusals.filter((r) => r !== 'no_recipients_left')).toEqual([]);
  expect(jobs.size).toBeGreaterThanOrEqual(1);
  expect(await held(id)).toEqual({ held: 500, used: 500, jobs: jobs.size });
});

test('uploads, ships and a payment racing each other never hold more than is paid', async () => {
  const id = await campaignWith(300, 500);
  const attempts: Promise<unknown>[] = [];
  for (let i = 0; i < 20; i++) {
    if (i % 2 === 0) attempts.push(shipAndFinish(i % 4 === 0 ? 'memberA' : 'adminA', id));
    else
      attempts.push(
        db.act('memberA', (c) =>
          c.query('select * from public.add_recipients($1, $2)', [
            id,
            Array.from({ length: 100 }, (_, k) => `wave${i}.${k}@example.com`),
          ]),
        ),
      );
    if (i === 10)
      attempts.push(
        db.admin.query(
          `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, status, paid_at)
           values ($1, $2, 'standard', 1000, 'paid', now())`,
          [A.id, id],
        ),
      );
  }
  await Promise.all(attempts);
  const after = await held(id);
  expect(after.used).toBe(after.held);
  expect(after.held).toBeLessThanOrEqual(1500);
  // Whatever the interleaving, a final ship uses what is left and stops at the allowance.
  await shipAndFinish('ownerA', id);
  const final = await held(id);
  expect(final.held).toBe(1300); // 300 + 10 × 100 uploaded, all within the 1,500 paid
  expect(final.used).toBe(1300);
});

test('the database itself allows one active job per campaign', async () => {
  const id = await campaignWith(10, 10);
  await db.admin.query(`insert into public.send_jobs (workspace_id, campaign_id) values ($1, $2)`, [
    A.id,
    id,
  ]);
  await expect(
    db.admin.query(
      `insert into public.send_jobs (workspace_id, campaign_id, status) values ($1, $2, 'running')`,
      [A.id, id],
    ),
  ).rejects.toMatchObject({ code: '23505' });
});

/** stripe-webhook's guarded transitions, as its PostgREST update filters them (service role). */
const settle = (purchase: string, to: 'paid' | 'expired' | 'refunded') =>
  db.act('service', (c) =>
    c.query(
      `update public.campaign_purchases
       set status = $2::public.purchase_status, paid_at = case when $2 = 'paid' then now() else paid_at end
       where id = $1 and status = any($3::public.purchase_status[])`,
      [
        purchase,
        to,
        to === 'paid'
          ? ['pending', 'failed', 'expired']
          : to === 'expired'
            ? ['pending']
            : ['pending', 'paid', 'failed', 'expired'],
      ],
    ),
  );

test('webhook deliveries settling purchases while ships and uploads race: never more held than paid', async () => {
  const id = await campaignWith(2000, 1);
  await db.admin.query(`delete from public.campaign_purchases where campaign_id = $1`, [id]);
  const { rows: pending } = await db.admin.query(
    `insert into public.campaign_purchases (workspace_id, campaign_id, package_id, recipients, amount_cents)
     select $1, $2, 'basic', 500, 899 from generate_series(1, 6) returning id`,
    [A.id, id],
  );
  const attempts: Promise<unknown>[] = [];
  pending.forEach(({ id: purchase }, i) => {
    // A delivery, its duplicate and, for some, a late expiry: each purchase is paid once.
    attempts.push(settle(purchase, 'paid'), settle(purchase, 'paid'));
    if (i % 2 === 0) attempts.push(settle(purchase, 'expired'));
    attempts.push(shipAndFinish(i % 2 ? 'memberA' : 'adminA', id));
    attempts.push(
      db.act('memberA', (c) =>
        c.query('select * from public.add_recipients($1, $2)', [
          id,
          Array.from({ length: 100 }, (_, k) => `paid${i}.${k}@example.com`),
        ]),
      ),
    );
  });
  const outcomes = await Promise.all(attempts);
  const refusals = outcomes.filter((o) => typeof o === 'string');
  expect(
    refusals.filter((r) => !['no_payment', 'no_recipients_left', 'no_recipients'].includes(r as string)),
  ).toEqual([]);
  const during = await held(id);
  expect(during.used).toBe(during.held);
  expect(during.held).toBeLessThanOrEqual(3000);

  await shipAndFinish('ownerA', id);
  expect(await held(id)).toMatchObject({ held: 2600, used: 2600 }); // 2,000 + 6 × 100, within 3,000
  const usage = async () =>
    (await db.act('memberA', (c) => c.query('select * from public.campaign_usage($1)', [id]))).rows[0];
  expect(await usage()).toEqual({ allowed: 3000, used: 2600, remaining: 400 });

  // Two refunds after sending: the allowance drops below what was used, and nothing remains.
  await Promise.all([settle(pending[0]?.id, 'refunded'), settle(pending[1]?.id, 'refunded')]);
  expect(await usage()).toEqual({ allowed: 2000, used: 2600, remaining: 0 });
  await db.act('memberA', (c) =>
    c.query('select * from public.add_recipients($1, $2)', [id, ['late@example.com']]),
  );
  expect(await shipAndFinish('memberA', id)).toBe('no_recipients_left');
});
