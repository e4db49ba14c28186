import { describe, expect, test } from 'vitest';
import type { RefusalCode } from '../functions/_shared/refusals/codes.ts';
import { type Actor, outcomeOf, testDatabase } from './testing/database.ts';
import { A, otherClientA, type UserName, users } from './testing/fixtures.ts';
import { cellTokens, docTable } from './testing/permissions-doc.ts';

/**
 * The permission matrix of docs/permissions.md, cell by cell: every table × operation × actor,
 * each attempt rolled back. Targets are rows of workspace A, of its fixture client where a row has
 * one; workspace B's users are outsiders, and otherClientEditorA (limited to A's other client) is an
 * insider who must not reach that client's rows.
 */
const db = testDatabase();

const actors: Actor[] = [
  'ownerA',
  'adminA',
  'memberA',
  'viewerA',
  'clientEditorA',
  'clientViewerA',
  'otherClientEditorA',
  'ownerB',
  'adminB',
  'memberB',
  'stranger',
  'anon',
  'service',
];
const operations = ['select', 'insert', 'update', 'delete'] as const;
type Operation = (typeof operations)[number];

interface TableCase {
  /** Identifies the target row in workspace A. */
  where: string;
  insert: string;
  /** `set …` applied to the target row. */
  update: string;
  /** `set …` of the columns the service role may update, when it may not update `update`'s. */
  serviceUpdate?: string;
  /** Another target for delete, when the select/update one cannot be deleted by design. */
  deleteWhere?: string;
  /** The user the row is about, for "self". */
  self?: UserName;
  /**
   * The refusal of a business rule that refuses the delete after the permission passed (the
   * rule's trigger only sees rows the actor may delete): it counts as allowed.
   */
  deleteRule?: RefusalCode;
}

const q = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value}'`);

const cases: Record<string, TableCase> = {
  profiles: {
    where: `id = ${q(users.memberA)}`,
    insert: `(id, email) values (${q(users.ghost)}, 'ghost@example.test')`,
    update: `set full_name = 'Renamed'`,
    self: 'memberA',
  },
  workspaces: {
    where: `id = ${q(A.id)}`,
    insert: `(name) values ('New workspace')`,
    update: `set name = 'Renamed'`,
    // Workspace A's page has a running plan: deleting the workspace is page_has_subscription.
    deleteRule: 'page_has_subscription',
  },
  workspace_members: {
    where: `workspace_id = ${q(A.id)} and user_id = ${q(users.memberA)}`,
    insert: `(workspace_id, user_id) values (${q(A.id)}, ${q(users.stranger)})`,
    update: `set role = 'admin'`,
    self: 'memberA',
  },
  workspace_invitations: {
    where: `id = ${q(A.invitation)}`,
    insert: `(workspace_id, email, role) values (${q(A.id)}, 'new-invitee@example.test', 'editor')`,
    update: `set role = 'admin'`,
  },
  member_client_scopes: {
    where: `workspace_id = ${q(A.id)} and user_id = ${q(users.clientEditorA)} and client_id = ${q(A.client)}`,
    insert: `(workspace_id, user_id, client_id) values (${q(A.id)}, ${q(users.viewerA)}, ${q(otherClientA)})`,
    update: `set client_id = ${q(otherClientA)}`,
  },
  clients: {
    where: `id = ${q(A.client)}`,
    insert: `(workspace_id, name) values (${q(A.id)}, 'New client')`,
    update: `set name = 'Renamed'`,
  },
  campaigns: {
    where: `id = ${q(A.email)}`,
    insert: `(workspace_id, client_id, kind, name) values (${q(A.id)}, ${q(A.client)}, 'email', 'New campaign')`,
    update: `set name = 'Renamed'`,
    serviceUpdate: `set status = status`,
  },
  campaign_versions: {
    where: `id = ${q(A.version)}`,
    insert: `(workspace_id, campaign_id, html) values (${q(A.id)}, ${q(A.email)}, '<p>v2</p>')`,
    update: `set note = 'changed'`,
  },
  campaign_reviews: {
    where: `id = ${q(A.review)}`,
    insert: `(workspace_id, campaign_id, action) values (${q(A.id)}, ${q(A.email)}, 'approved')`,
    update: `set note = 'changed'`,
  },
  client_reviewers: {
    where: `id = ${q(A.reviewer)}`,
    insert: `(workspace_id, client_id, email, name) values (${q(A.id)}, ${q(A.client)}, 'new@client.test', 'New')`,
    update: `set name = 'Renamed'`,
  },
  client_report_links: {
    where: `id = ${q(A.reportLink)}`,
    insert: `(workspace_id, client_id, first_day, last_day, time_zone, locale, expires_at)
             values (${q(A.id)}, ${q(A.client)}, current_date, current_date, 'UTC', 'es', now() + interval '1 day')`,
    update: `set revoked_at = now()`,
  },
  campaign_comments: {
    where: `id = ${q(A.comment)}`,
    insert: `(workspace_id, campaign_id, body) values (${q(A.id)}, ${q(A.email)}, 'Looks good')`,
    update: `set body = 'changed'`,
    self: 'memberA',
  },
  activity_events: {
    // Written by the trigger when the fixture email was created.
    where: `campaign_id = ${q(A.email)} and kind = 'created'`,
    insert: `(workspace_id, campaign_id, kind) values (${q(A.id)}, ${q(A.email)}, 'approved')`,
    update: `set kind = 'approved'`,
  },
  campaign_attachments: {
    where: `id = ${q(A.attachment)}`,
    insert: `(workspace_id, campaign_id, storage_path, file_name, size_bytes)
             values (${q(A.id)}, ${q(A.email)}, ${q(`${A.id}/${A.email}/new.pdf`)}, 'new.pdf', 10)`,
    update: `set file_name = 'renamed.pdf'`,
  },
  ai_generations: {
    where: `id = ${q(A.generation)}`,
    insert: `(workspace_id, kind, provider, status) values (${q(A.id)}, 'page', 'offline', 'succeeded')`,
    update: `set model = 'other'`,
  },
  packages: {
    where: `id = 'basic'`,
    insert: `(id, name, recipients, price_cents) values ('mega', 'Mega', 10000, 9999)`,
    update: `set price_cents = 1`,
    // A price that was paid cannot be deleted (foreign key); deactivate it instead.
    deleteWhere: `id = 'premium'`,
  },
  webpage_plans: {
    where: `id = 'basic'`,
    insert: `(id, name, monthly_price_cents) values ('pro', 'Pro', 4900)`,
    update: `set monthly_price_cents = 1`,
    deleteWhere: `id = 'premium'`,
  },
  page_subscriptions: {
    where: `id = ${q(A.subscription)}`,
    insert: `(workspace_id, campaign_id, plan_id, status) values (${q(A.id)}, ${q(A.page)}, 'premium', 'canceled')`,
    update: `set status = 'canceled'`,
  },
  campaign_purchases: {
    where: `id = ${q(A.purchase)}`,
    insert: `(workspace_id, campaign_id, package_id, recipients) values (${q(A.id)}, ${q(A.email)}, 'standard', 1000)`,
    update: `set status = 'refunded'`,
  },
  webhook_events: {
    where: `event_id = 'evt_fixture'`,
    insert: `(provider, event_id, type) values ('resend', 'evt_new', 'email.sent')`,
    update: `set processed_at = now()`,
  },
  sender_domains: {
    where: `id = ${q(A.senderDomain)}`,
    insert: `(workspace_id, name) values (${q(A.id)}, 'new-domain.example.com')`,
    update: `set status = 'failed'`,
  },
  send_jobs: {
    where: `id = ${q(A.job)}`,
    insert: `(workspace_id, campaign_id) values (${q(A.id)}, ${q(A.email)})`,
    update: `set status = 'cancelled'`,
  },
  subject_tests: {
    where: `id = ${q(A.subjectTest)}`,
    insert: `(workspace_id, campaign_id, variants, test_share, wait_hours, measure)
             values (${q(A.id)}, ${q(A.email)}, '[{"subject": "A"}, {"subject": "B"}]', 20, 4, 'clicks')`,
    update: `set winner = 2, decided_at = now()`,
  },
  recipients: {
    where: `id = ${A.sentRecipient}`,
    insert: `(workspace_id, campaign_id, email) values (${q(A.id)}, ${q(A.email)}, 'fresh@example.test')`,
    update: `set delivered = true`,
    deleteWhere: `id = ${A.newRecipient}`,
  },
  recipient_events: {
    where: `provider_event_id = ${q(A.event)}`,
    insert: `(workspace_id, campaign_id, recipient_id, type, provider_event_id, occurred_at)
             values (${q(A.id)}, ${q(A.email)}, ${A.sentRecipient}, 'opened', 'evt_new', now())`,
    update: `set payload = '{"edited": true}'`,
  },
  suppressions: {
    where: `id = ${q(A.suppression)}`,
    insert: `(workspace_id, email, reason) values (${q(A.id)}, 'new-gone@example.test', 'complained')`,
    update: `set reason = 'bounced'`,
  },
  leads: {
    where: `id = ${q(A.lead)}`,
    insert: `(campaign_id, first_name, last_name, email) values (${q(A.page)}, 'New', 'Lead', 'new-lead@example.test')`,
    update: `set status = 'inactive'`,
  },
  page_events: {
    where: `page_id = ${q(A.page)} and source = 'fixture'`,
    insert: `(workspace_id, page_id, type) values (${q(A.id)}, ${q(A.page)}, 'view')`,
    update: `set source = 'edited'`,
  },
  campaign_counts: {
    where: `campaign_id = ${q(A.email)}`,
    insert: `(campaign_id, workspace_id) values (${q(A.email)}, ${q(A.id)})`,
    update: `set sent = 99`,
  },
  campaign_activity: {
    where: `campaign_id = ${q(A.email)}`,
    insert: `(campaign_id, workspace_id, quarter) values (${q(A.email)}, ${q(A.id)}, '2026-01-01 00:00:00+00')`,
    update: `set opened = 99`,
  },
  page_activity: {
    where: `page_id = ${q(A.page)} and source = 'fixture'`,
    insert: `(page_id, workspace_id, quarter, source) values (${q(A.page)}, ${q(A.id)}, '2026-01-01 00:00:00+00', 'new')`,
    update: `set views = 99`,
  },
  page_daily_activity: {
    where: `page_id = ${q(A.page)} and source = 'fixture'`,
    insert: `(page_id, workspace_id, day, source) values (${q(A.page)}, ${q(A.id)}, '2026-01-01', 'new')`,
    update: `set views = 99`,
  },
  waitlist: {
    where: `email = 'waiting@example.test'`,
    insert: `(email) values ('new-wait@example.test')`,
    update: `set locale = 'es'`,
  },
  contact_requests: {
    where: `email = 'casey@example.test'`,
    insert: `(first_name, last_name, email) values ('Ada', 'Byron', 'ada@example.test')`,
    update: `set phone = '+1 512 555 0100'`,
  },
};

/** The words of docs/permissions.md's cells, as workspace A's actors ("Who the cells name"). */
const workspaceEditors: Actor[] = ['ownerA', 'adminA', 'memberA'];
const readers: Actor[] = [...workspaceEditors, 'viewerA', 'clientEditorA', 'clientViewerA'];

function allowedActors(
  cell: string,
  serviceCell: string,
  operation: Operation,
  tableCase: TableCase,
): Set<Actor> {
  const allowed = new Set<Actor>(cellTokens(serviceCell).includes(operation) ? ['service'] : []);
  for (const token of cellTokens(cell)) {
    const add = (...names: Actor[]) => {
      for (const name of names) allowed.add(name);
    };
    if (token === 'anyone') add(...actors);
    else if (token === 'members') add(...readers, 'otherClientEditorA');
    else if (token === 'readers') add(...readers);
    else if (token === 'editors') add(...workspaceEditors, 'clientEditorA');
    else if (token === 'workspace editors') add(...workspaceEditors);
    else if (token === 'admins') add('ownerA', 'adminA');
    else if (token === 'owner') add('ownerA');
    else if (token === 'self' && tableCase.self) add(tableCase.self);
    else throw new Error(`unknown word in the matrix: ${token}`);
  }
  return allowed;
}

const matrix = docTable('matrix');

test('the matrix in docs/permissions.md covers every table in public, and only those', async () => {
  const { rows } = await db.admin.query<{ table_name: string }>(
    `select c.relname as table_name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  expect(matrix.map((row) => row[0]).sort()).toEqual(rows.map((row) => row.table_name));
  expect(Object.keys(cases).sort()).toEqual(rows.map((row) => row.table_name));
});

for (const [table, ...cells] of matrix) {
  const tableCase = cases[table as string];
  if (!tableCase) continue;
  const serviceCell = cells[operations.length] as string;
  describe(table as string, () => {
    operations.forEach((operation, index) => {
      const allowed = allowedActors(cells[index] as string, serviceCell, operation, tableCase);
      for (const actor of actors) {
        const expected = allowed.has(actor) ? 'allowed' : 'refused';
        test(`${operation} by ${actor} is ${expected}`, async () => {
          expect(await attempt(table as string, tableCase, operation, actor)).toBe(expected);
        });
      }
    });
  });
}

/** 'allowed' or 'refused' as the actor sees it; any other failure fails the test. */
async function attempt(table: string, tableCase: TableCase, operation: Operation, actor: Actor) {
  return db.attempt(actor, async (client) => {
    try {
      if (operation === 'select') {
        const { rows } = await client.query(`select 1 from public.${table} where ${tableCase.where}`);
        return rows.length === 1 ? 'allowed' : 'refused';
      }
      if (operation === 'insert') {
        await client.query(`insert into public.${table} ${tableCase.insert}`);
        return 'allowed';
      }
      const where = operation === 'delete' ? (tableCase.deleteWhere ?? tableCase.where) : tableCase.where;
      const set = actor === 'service' ? (tableCase.serviceUpdate ?? tableCase.update) : tableCase.update;
      const sql =
        operation === 'update'
          ? `update public.${table} ${set} where ${where}`
          : `delete from public.${table} where ${where}`;
      const { rowCount } = await client.query(sql);
      return rowCount === 1 ? 'allowed' : 'refused';
    } catch (error) {
      // Only a permission refusal counts: privilege, column privilege or row-level security.
      if ((error as { code?: string }).code === '42501') return 'refused';
      if (operation === 'delete' && outcomeOf(error) === tableCase.deleteRule) return 'allowed';
      throw error;
    }
  });
}
