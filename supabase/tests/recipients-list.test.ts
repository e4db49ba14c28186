import { expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';
import { A } from './testing/fixtures.ts';

/**
 * The recipients screen's page 1 (src/features/publish/api/get-recipients.ts), as a member reads it
 * through RLS: an index hands the rows over in the list's order, so no plan sorts the campaign's
 * recipients, however many it has.
 */
const db = testDatabase();

const PAGE_ONE = `
  explain (format json)
  select id, email, sent, delivered, opened, clicked, bounced, failed, complained, delayed, sent_at,
         last_event_at, created_at
  from public.recipients
  where workspace_id = $1 and campaign_id = $2
  order by created_at desc, id desc
  limit 25 offset 0`;

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

test('page 1 of a campaign’s recipients is read from the index in its order, with no sort', async () => {
  const { rows } = await db.admin.query(
    `insert into public.campaigns (workspace_id, kind, name) values ($1, 'email', 'Listed') returning id`,
    [A.id],
  );
  const campaignId = rows[0].id as string;
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email)
     select $1, $2, 'listed-' || n || '@example.com' from generate_series(1, 5000) n`,
    [A.id, campaignId],
  );
  await db.admin.query('analyze public.recipients');
  const plan = await db.attempt('memberA', async (c) => {
    // Whatever the table's size, a plan that needs a sort is what this index exists to avoid.
    await c.query('set local enable_seqscan = off');
    const { rows: explained } = await c.query(PAGE_ONE, [A.id, campaignId]);
    return nodes(explained[0]['QUERY PLAN'][0].Plan as PlanNode);
  });
  expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
  expect(plan.map((node) => node['Index Name'])).toContain('recipients_campaign_id_created_at_id_idx');
});
