import { describe, expect, test } from 'vitest';
import { outcome, testDatabase } from './testing/database.ts';
import { A, users } from './testing/fixtures.ts';

const db = testDatabase();

const invitationOfA = async () =>
  (
    await db.admin.query(
      'select token, expires_at, invited_by from public.workspace_invitations where id = $1',
      [A.invitation],
    )
  ).rows[0] as { token: string; expires_at: Date; invited_by: string | null };

describe('lookup_invitation', () => {
  test('names who sent the invitation: their full name, else their email', async () => {
    await db.admin.query('update public.workspace_invitations set invited_by = $1 where id = $2', [
      users.adminA,
      A.invitation,
    ]);
    const { token } = await invitationOfA();
    const lookup = () =>
      db.attempt(
        'anon',
        async (c) => (await c.query('select * from public.lookup_invitation($1)', [token])).rows,
      );
    await db.admin.query(`update public.profiles set full_name = 'Ada Admin' where id = $1`, [users.adminA]);
    expect(await lookup()).toEqual([
      expect.objectContaining({ workspace_id: A.id, invited_by_name: 'Ada Admin' }),
    ]);
    await db.admin.query('update public.profiles set full_name = null where id = $1', [users.adminA]);
    const [row] = await lookup();
    expect(row.invited_by_name).toMatch(/@/);
  });
});

describe('renew_invitation', () => {
  test('an admin gives a pending invitation a new link and 14 more days', async () => {
    await db.admin.query(
      `update public.workspace_invitations set expires_at = now() - interval '1 day' where id = $1`,
      [A.invitation],
    );
    const before = await invitationOfA();
    const renewed = await db.act(
      'adminA',
      async (c) => (await c.query('select * from public.renew_invitation($1)', [A.invitation])).rows[0],
    );
    expect(renewed.token).not.toBe(before.token);
    expect(renewed.invited_by).toBe(users.adminA);
    const days = (new Date(renewed.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const old = await db.attempt(
      'anon',
      async (c) => (await c.query('select * from public.lookup_invitation($1)', [before.token])).rows,
    );
    expect(old).toEqual([]);
  });

  test('a member, another workspace and anon cannot renew; an accepted invitation is not renewed', async () => {
    for (const actor of ['memberA', 'ownerB', 'stranger'] as const) {
      expect(
        await outcome(
          db.attempt(actor, (c) => c.query('select public.renew_invitation($1)', [A.invitation])),
        ),
      ).toBe('P0001');
    }
    expect(
      await outcome(db.attempt('anon', (c) => c.query('select public.renew_invitation($1)', [A.invitation]))),
    ).toBe('42501');
    await db.admin.query('update public.workspace_invitations set accepted_at = now() where id = $1', [
      A.invitation,
    ]);
    expect(
      await outcome(
        db.attempt('ownerA', (c) => c.query('select public.renew_invitation($1)', [A.invitation])),
      ),
    ).toBe('P0001');
  });
});
