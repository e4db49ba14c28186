import { beforeAll, describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B, otherClientA, users } from './testing/fixtures.ts';

/**
 * Roles per client (docs/permissions.md "Reach"), past the matrix's cells: viewers write nothing and
 * ship nothing; members limited to clients reach neither another client's rows nor the workspace's
 * own campaigns, cannot move a campaign out of their reach, and stay limited when their last client
 * goes; invitations carry the role and the limit.
 */
const db = testDatabase();

/** A campaign of workspace A without a client, with a version and a recipient. */
const workspaceLevel = {
  campaign: '00000004-0000-4000-8000-000000009001',
  version: '00000005-0000-4000-8000-000000009001',
};

beforeAll(async () => {
  const { campaign, version } = workspaceLevel;
  await db.admin.query(
    `insert into public.campaigns (id, workspace_id, kind, name) values ($1, $2, 'email', 'Workspace newsletter')`,
    [campaign, A.id],
  );
  await db.admin.query(
    `insert into public.campaign_versions (id, workspace_id, campaign_id, html) values ($1, $2, $3, '<p>v1</p>')`,
    [version, A.id, campaign],
  );
  await db.admin.query(
    `insert into public.recipients (workspace_id, campaign_id, email) values ($1, $2, 'reader@example.test')`,
    [A.id, campaign],
  );
});

const visible = (actor: Actor, sql: string, params: unknown[] = []) =>
  db.attempt(actor, async (c) => (await c.query(sql, params)).rowCount);

describe('the workspace’s own campaigns (no client)', () => {
  test('members not limited read them; members limited to a client do not', async () => {
    for (const [actor, rows] of [
      ['memberA', 1],
      ['viewerA', 1],
      ['clientEditorA', 0],
      ['clientViewerA', 0],
      ['otherClientEditorA', 0],
    ] as const) {
      expect(
        await visible(actor, 'select 1 from public.campaigns where id = $1', [workspaceLevel.campaign]),
      ).toBe(rows);
      expect(
        await visible(actor, 'select 1 from public.campaign_versions where id = $1', [
          workspaceLevel.version,
        ]),
      ).toBe(rows);
      expect(
        await visible(actor, 'select 1 from public.recipients where campaign_id = $1', [
          workspaceLevel.campaign,
        ]),
      ).toBe(rows);
    }
  });

  test('a limited editor neither edits them nor adds to them; a viewer neither', async () => {
    for (const actor of ['clientEditorA', 'viewerA'] as const) {
      expect(
        await visible(actor, `update public.campaigns set name = 'Taken' where id = $1`, [
          workspaceLevel.campaign,
        ]),
      ).toBe(0);
      expect(
        await outcome(
          db.attempt(actor, (c) =>
            c.query(
              `insert into public.campaign_versions (workspace_id, campaign_id, html) values ($1, $2, '<p/>')`,
              [A.id, workspaceLevel.campaign],
            ),
          ),
        ),
      ).toBe('42501');
    }
    expect(
      await visible('memberA', `update public.campaigns set name = 'Renamed' where id = $1`, [
        workspaceLevel.campaign,
      ]),
    ).toBe(1);
  });
});

describe('an editor limited to a client', () => {
  const create = (actor: Actor, clientId: string | null) =>
    outcome(
      db.attempt(actor, (c) =>
        c.query(
          `insert into public.campaigns (workspace_id, client_id, kind, name) values ($1, $2, 'email', 'New')`,
          [A.id, clientId],
        ),
      ),
    );

  test('creates campaigns for their client only, never for the workspace or another client', async () => {
    expect(await create('clientEditorA', A.client)).toBe('ok');
    expect(await create('clientEditorA', null)).toBe('42501');
    expect(await create('clientEditorA', otherClientA)).toBe('42501');
    expect(await create('otherClientEditorA', otherClientA)).toBe('ok');
    expect(await create('memberA', null)).toBe('ok');
  });

  test('cannot move a campaign out of their reach', async () => {
    for (const clientId of [otherClientA, null]) {
      expect(
        await outcome(
          db.attempt('clientEditorA', (c) =>
            c.query('update public.campaigns set client_id = $1 where id = $2', [clientId, A.email]),
          ),
        ),
      ).toBe('42501');
    }
  });

  test('sees only their clients, and the other client’s campaigns stay out of sight', async () => {
    const clients = await db.attempt('otherClientEditorA', async (c) =>
      (await c.query('select id from public.clients order by id')).rows.map((row) => row.id),
    );
    expect(clients).toEqual([otherClientA]);
    const campaigns = await db.attempt(
      'otherClientEditorA',
      async (c) => (await c.query('select id from public.campaigns')).rows,
    );
    expect(campaigns).toEqual([]);
  });

  test('reads the workspace-wide lists: members, their limits, sender domains', async () => {
    expect(
      await visible('clientEditorA', 'select 1 from public.workspace_members where workspace_id = $1', [
        A.id,
      ]),
    ).toBe(7);
    expect(
      await visible('clientEditorA', 'select 1 from public.member_client_scopes where workspace_id = $1', [
        A.id,
      ]),
    ).toBe(3);
    expect(
      await visible('clientEditorA', 'select 1 from public.sender_domains where id = $1', [A.senderDomain]),
    ).toBe(1);
  });
});

describe('functions refuse who may not write', () => {
  const ship = (actor: Actor) =>
    outcome(db.attempt(actor, (c) => c.query('select public.ship_campaign($1)', [A.email])));

  test('a viewer does not ship: viewer_read_only; an editor limited elsewhere does not find the campaign', async () => {
    expect(await ship('viewerA')).toBe('viewer_read_only');
    expect(await ship('clientViewerA')).toBe('viewer_read_only');
    expect(await ship('otherClientEditorA')).toBe('campaign_not_found');
  });

  test('a viewer adds no recipients and saves no edit', async () => {
    expect(
      await outcome(
        db.attempt('viewerA', (c) =>
          c.query(`select * from public.add_recipients($1, array['new-one@example.test'])`, [A.email]),
        ),
      ),
    ).toBe('42501');
    expect(
      await outcome(
        db.attempt('viewerA', (c) =>
          c.query(`select public.save_campaign_edit($1, null, subject => 'Changed')`, [A.email]),
        ),
      ),
    ).toBe('campaign_not_found');
  });

  test('a viewer switches to the workspace', async () => {
    expect(
      await outcome(db.attempt('viewerA', (c) => c.query('select public.set_current_workspace($1)', [A.id]))),
    ).toBe('ok');
  });
});

describe('campaign files in storage', () => {
  const brochure = `${A.id}/${A.email}/brochure.pdf`;

  test('readers list them; a viewer uploads nothing; an editor limited elsewhere sees nothing', async () => {
    const listed = (actor: Actor) =>
      visible(actor, `select 1 from storage.objects where bucket_id = 'attachments' and name = $1`, [
        brochure,
      ]);
    expect(await listed('viewerA')).toBe(1);
    expect(await listed('clientViewerA')).toBe(1);
    expect(await listed('otherClientEditorA')).toBe(0);
    const upload = (actor: Actor) =>
      outcome(
        db.attempt(actor, (c) =>
          c.query(`insert into storage.objects (bucket_id, name) values ('attachments', $1)`, [
            `${A.id}/${A.email}/more.pdf`,
          ]),
        ),
      );
    expect(await upload('viewerA')).toBe('42501');
    expect(await upload('otherClientEditorA')).toBe('42501');
    expect(await upload('clientEditorA')).toBe('ok');
  });
});

describe('invitations carry the role and the client limit', () => {
  const invite = (clientIds: string[] | null, role = 'viewer', email = 'stranger@example.test') =>
    db.act('adminA', async (c) => {
      const { rows } = await c.query(
        `insert into public.workspace_invitations (workspace_id, email, role, client_ids)
         values ($1, $2, $3, $4) returning token`,
        [A.id, email, role, clientIds],
      );
      return rows[0].token as string;
    });

  test('only clients of the workspace, and never for an admin', async () => {
    expect(await outcome(invite([B.client], 'viewer', 'someone@example.test'))).toBe('client_not_found');
    expect(await outcome(invite([A.client], 'admin', 'someone@example.test'))).toBe('23514');
  });

  test('accepting makes a viewer limited to the invited client', async () => {
    const token = await invite([A.client]);
    await db.act('stranger', (c) => c.query('select public.accept_invitation($1)', [token]));
    const { rows } = await db.admin.query(
      `select m.role, m.limited_to_clients, array(select s.client_id from public.member_client_scopes s
         where s.workspace_id = m.workspace_id and s.user_id = m.user_id) as clients
       from public.workspace_members m where m.workspace_id = $1 and m.user_id = $2`,
      [A.id, users.stranger],
    );
    expect(rows).toEqual([{ role: 'viewer', limited_to_clients: true, clients: [A.client] }]);
    expect(await visible('stranger', 'select 1 from public.campaigns where id = $1', [A.email])).toBe(1);
    expect(
      await visible('stranger', 'select 1 from public.campaigns where id = $1', [workspaceLevel.campaign]),
    ).toBe(0);
    expect(await visible('stranger', `update public.campaigns set name = 'x' where id = $1`, [A.email])).toBe(
      0,
    );
  });
});

describe('set_member_clients', () => {
  const set = (actor: Actor, userId: string, clientIds: string[] | null) =>
    outcome(
      db.attempt(actor, (c) =>
        c.query('select public.set_member_clients($1, $2, $3)', [A.id, userId, clientIds]),
      ),
    );
  const reach = (clientIds: string[] | null) =>
    db.attempt('adminA', async (c) => {
      await c.query('select public.set_member_clients($1, $2, $3)', [A.id, users.memberA, clientIds]);
      const { rows } = await c.query(
        `select m.limited_to_clients as limited,
                array(select s.client_id from public.member_client_scopes s
                      where s.workspace_id = m.workspace_id and s.user_id = m.user_id order by 1) as clients
         from public.workspace_members m where m.workspace_id = $1 and m.user_id = $2`,
        [A.id, users.memberA],
      );
      return rows[0];
    });

  test('an admin limits an editor to clients, changes the list, and gives the workspace back', async () => {
    expect(await reach([A.client])).toEqual({ limited: true, clients: [A.client] });
    expect(await reach([otherClientA, otherClientA])).toEqual({ limited: true, clients: [otherClientA] });
    expect(await reach([])).toEqual({ limited: false, clients: [] });
    expect(await reach(null)).toEqual({ limited: false, clients: [] });
  });

  test('editors may not; an admin is never limited; only clients of the workspace', async () => {
    expect(await set('memberA', users.viewerA, [A.client])).toBe('owner_or_admin_only');
    expect(await set('ownerB', users.viewerA, [A.client])).toBe('owner_or_admin_only');
    expect(await set('ownerA', users.adminA, [A.client])).toBe('invalid_argument');
    expect(await set('ownerA', users.viewerA, [B.client])).toBe('client_not_found');
  });
});

describe('a limited member whose last client is deleted', () => {
  test('reaches nothing, not everything', async () => {
    await db.admin.query('delete from public.clients where id = $1', [otherClientA]);
    expect(await visible('otherClientEditorA', 'select 1 from public.clients')).toBe(0);
    expect(await visible('otherClientEditorA', 'select 1 from public.campaigns')).toBe(0);
  });
});

describe('campaign_is_editable, asked by the generation functions before spending', () => {
  test('true for editors who reach the client, false for viewers and other clients', async () => {
    for (const [actor, editable] of [
      ['memberA', true],
      ['clientEditorA', true],
      ['viewerA', false],
      ['clientViewerA', false],
      ['otherClientEditorA', false],
      ['ownerB', false],
    ] as const) {
      const { rows } = await db.attempt(actor, (c) =>
        c.query('select public.campaign_is_editable($1) as editable', [A.email]),
      );
      expect(rows[0].editable, actor).toBe(editable);
    }
  });
});
