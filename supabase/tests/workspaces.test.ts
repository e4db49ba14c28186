import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A, B, users } from './testing/fixtures.ts';

const db = testDatabase();

describe('create_workspace', () => {
  test('creates the workspace with the caller as its only owner and makes it current', async () => {
    const result = await db.attempt('stranger', async (client) => {
      const { rows } = await client.query(
        `select * from public.create_workspace(name => ' Stranger Things Co ', country => 'CA')`,
      );
      const workspace = rows[0];
      const members = await client.query(
        'select user_id, role from public.workspace_members where workspace_id = $1',
        [workspace.id],
      );
      const profile = await client.query('select current_workspace_id from public.profiles where id = $1', [
        users.stranger,
      ]);
      return { workspace, members: members.rows, current: profile.rows[0].current_workspace_id };
    });
    expect(result.workspace).toMatchObject({
      name: 'Stranger Things Co',
      country: 'CA',
      created_by: users.stranger,
    });
    expect(result.members).toEqual([{ user_id: users.stranger, role: 'owner' }]);
    expect(result.current).toBe(result.workspace.id);
  });

  test('keeps the current workspace of a user who already has one', async () => {
    await db.admin.query('update public.profiles set current_workspace_id = $1 where id = $2', [
      A.id,
      users.memberA,
    ]);
    const current = await db.attempt('memberA', async (client) => {
      await client.query(`select public.create_workspace('Side project')`);
      return (
        await client.query('select current_workspace_id from public.profiles where id = $1', [users.memberA])
      ).rows[0].current_workspace_id;
    });
    expect(current).toBe(A.id);
  });

  test('refuses anon and a blank name', async () => {
    expect(await outcome(db.attempt('anon', (c) => c.query(`select public.create_workspace('Nope')`)))).toBe(
      '42501',
    );
    expect(
      await outcome(db.attempt('stranger', (c) => c.query(`select public.create_workspace('   ')`))),
    ).toBe('23514');
  });
});

describe('set_current_workspace', () => {
  test('sets a workspace the caller belongs to', async () => {
    const row = await db.attempt('adminA', async (client) => {
      return (await client.query('select * from public.set_current_workspace($1)', [A.id])).rows[0];
    });
    expect(row).toMatchObject({ id: users.adminA, current_workspace_id: A.id });
  });

  test('refuses a workspace of others, also through a direct profile update', async () => {
    expect(
      await outcome(db.attempt('adminA', (c) => c.query('select public.set_current_workspace($1)', [B.id]))),
    ).toBe('workspace_not_found');
    expect(
      await outcome(
        db.attempt('adminA', (c) =>
          c.query('update public.profiles set current_workspace_id = $1 where id = $2', [B.id, users.adminA]),
        ),
      ),
    ).toBe('42501');
  });

  test('a member who leaves loses it as current', async () => {
    const current = await db.attempt('memberA', async (client) => {
      await client.query('select public.set_current_workspace($1)', [A.id]);
      await client.query('delete from public.workspace_members where workspace_id = $1 and user_id = $2', [
        A.id,
        users.memberA,
      ]);
      return (
        await client.query('select current_workspace_id from public.profiles where id = $1', [users.memberA])
      ).rows[0].current_workspace_id;
    });
    expect(current).toBeNull();
  });
});

describe('members', () => {
  const roleOf = (client: import('pg').PoolClient, user: string) =>
    client
      .query('select role from public.workspace_members where workspace_id = $1 and user_id = $2', [
        A.id,
        user,
      ])
      .then((r) => r.rows[0]?.role);

  test('nobody makes an owner or demotes the owner by updating roles', async () => {
    for (const actor of ['ownerA', 'adminA'] as const) {
      expect(
        await outcome(
          db.attempt(actor, (c) =>
            c.query(
              `update public.workspace_members set role = 'owner' where workspace_id = $1 and user_id = $2`,
              [A.id, users.memberA],
            ),
          ),
        ),
      ).toBe('42501');
      const changed = await db.attempt(actor, (c) =>
        c.query(
          `update public.workspace_members set role = 'editor' where workspace_id = $1 and user_id = $2`,
          [A.id, users.ownerA],
        ),
      );
      expect(changed.rowCount).toBe(0);
    }
  });

  test('the owner cannot leave; an admin can leave', async () => {
    const ownerLeaves = await db.attempt('ownerA', (c) =>
      c.query('delete from public.workspace_members where workspace_id = $1 and user_id = $2', [
        A.id,
        users.ownerA,
      ]),
    );
    expect(ownerLeaves.rowCount).toBe(0);
    const adminLeaves = await db.attempt('adminA', (c) =>
      c.query('delete from public.workspace_members where workspace_id = $1 and user_id = $2', [
        A.id,
        users.adminA,
      ]),
    );
    expect(adminLeaves.rowCount).toBe(1);
  });

  test('transfer_workspace_ownership hands the workspace over and keeps one owner', async () => {
    const roles = await db.attempt('ownerA', async (client) => {
      await client.query('select public.transfer_workspace_ownership($1, $2)', [A.id, users.memberA]);
      return { old: await roleOf(client, users.ownerA), next: await roleOf(client, users.memberA) };
    });
    expect(roles).toEqual({ old: 'admin', next: 'owner' });
  });

  test('transfer_workspace_ownership refuses admins, and non-members as the new owner', async () => {
    expect(
      await outcome(
        db.attempt('adminA', (c) =>
          c.query('select public.transfer_workspace_ownership($1, $2)', [A.id, users.adminA]),
        ),
      ),
    ).toBe('owner_only');
    expect(
      await outcome(
        db.attempt('ownerA', (c) =>
          c.query('select public.transfer_workspace_ownership($1, $2)', [A.id, users.ownerB]),
        ),
      ),
    ).toBe('new_owner_not_member');
  });
});

describe('invitations', () => {
  const invitee = '00000001-0000-4000-8000-000000000099';
  const token = async () =>
    (await db.admin.query('select token from public.workspace_invitations where id = $1', [A.invitation]))
      .rows[0].token as string;

  test('an invitation email is validated and never makes an owner', async () => {
    for (const [email, role, code] of [
      ['not-an-email', 'editor', '23514'],
      ['someone@example.test', 'owner', '23514'],
    ]) {
      expect(
        await outcome(
          db.attempt('adminA', (c) =>
            c.query(
              'insert into public.workspace_invitations (workspace_id, email, role) values ($1, $2, $3)',
              [A.id, email, role],
            ),
          ),
        ),
      ).toBe(code);
    }
  });

  test('lookup_invitation shows the workspace to anyone holding the token, nothing otherwise', async () => {
    const found = await db.attempt(
      'anon',
      async (c) => (await c.query('select * from public.lookup_invitation($1)', [await token()])).rows,
    );
    expect(found).toEqual([
      expect.objectContaining({
        workspace_id: A.id,
        workspace_name: 'Workspace ws1',
        role: 'editor',
        accepted: false,
      }),
    ]);
    const none = await db.attempt(
      'anon',
      async (c) => (await c.query(`select * from public.lookup_invitation('nope')`)).rows,
    );
    expect(none).toEqual([]);
  });

  test('accept_invitation adds the invited user as a member, once', async () => {
    await db.admin.query(
      `insert into auth.users (id, email, aud, role) values ($1, 'Invitee-WS1@example.test', 'authenticated', 'authenticated')`,
      [invitee],
    );
    const claims = { role: 'authenticated', sub: invitee };
    const { withRequestTransaction } = await import('../local/db/request.ts');
    const identity = { claims, method: 'POST', path: '/rest/v1/rpc/accept_invitation', headers: {} };
    const workspace = await withRequestTransaction(
      db.api,
      identity,
      async (c) => (await c.query('select public.accept_invitation($1) as id', [await token()])).rows[0].id,
    );
    expect(workspace).toBe(A.id);
    const member = await db.admin.query(
      'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
      [A.id, invitee],
    );
    expect(member.rows).toEqual([{ role: 'editor' }]);
    expect(
      await outcome(
        withRequestTransaction(db.api, identity, async (c) =>
          c.query('select public.accept_invitation($1)', [await token()]),
        ),
      ),
    ).toBe('invitation_not_found');
  });

  test('accept_invitation refuses another user, and an expired invitation', async () => {
    const fresh = await db.admin.query(
      `insert into public.workspace_invitations (workspace_id, email, role) values ($1, 'stranger@example.test', 'admin')
       returning token`,
      [B.id],
    );
    const strangerToken = fresh.rows[0].token;
    expect(
      await outcome(
        db.attempt('memberA', (c) => c.query('select public.accept_invitation($1)', [strangerToken])),
      ),
    ).toBe('invitation_email_mismatch');
    await db.admin.query(
      `update public.workspace_invitations set expires_at = now() - interval '1 day' where token = $1`,
      [strangerToken],
    );
    expect(
      await outcome(
        db.attempt('stranger', (c) => c.query('select public.accept_invitation($1)', [strangerToken])),
      ),
    ).toBe('invitation_expired');
  });
});

describe('profiles', () => {
  test('a new auth user gets a profile with their name and language; an email change follows', async () => {
    const id = '00000001-0000-4000-8000-000000000098';
    await db.admin.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'new@example.test', '{"full_name": "Nia New", "locale": "es"}')`,
      [id],
    );
    await db.admin.query(`update auth.users set email = 'renamed@example.test' where id = $1`, [id]);
    const { rows } = await db.admin.query(
      'select email, full_name, locale from public.profiles where id = $1',
      [id],
    );
    expect(rows).toEqual([{ email: 'renamed@example.test', full_name: 'Nia New', locale: 'es' }]);
  });

  test('a user cannot change their profile email', async () => {
    expect(
      await outcome(
        db.attempt('memberA', (c) =>
          c.query(`update public.profiles set email = 'x@example.test' where id = $1`, [users.memberA]),
        ),
      ),
    ).toBe('42501');
  });
});
