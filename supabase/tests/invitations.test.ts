import { describe, expect, test } from 'vitest';
import { type Outcome, outcome, testDatabase } from './testing/database.ts';
import { A, B, users } from './testing/fixtures.ts';

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
      ).toBe('invitation_not_found');
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
    ).toBe('invitation_not_found');
  });
});

describe('invitation limits (issue 18: no spam relay)', () => {
  const invite = (actor: 'adminA' | 'ownerA' | 'ownerB', workspace: string, email: string) =>
    db.act(actor, (c) =>
      c.query(
        `insert into public.workspace_invitations (workspace_id, email, role) values ($1, $2, 'editor')`,
        [workspace, email],
      ),
    );

  test('attack: invitations to 20 arbitrary addresses in a row: the 16th is refused for the day, deleting does not reset it', async () => {
    const outcomes: Outcome[] = [];
    for (let each = 1; each <= 20; each += 1) {
      outcomes.push(await outcome(invite('adminA', A.id, `spam-${each}@victims.example`)));
    }
    expect(outcomes.slice(0, 15)).toEqual(Array(15).fill('ok'));
    expect(outcomes.slice(15)).toEqual(Array(5).fill('invitation_daily_limit'));

    await db.act('adminA', (c) =>
      c.query(`delete from public.workspace_invitations where email::text like 'spam-%@victims.example'`),
    );
    expect(await outcome(invite('adminA', A.id, 'spam-1@victims.example'))).toBe('invitation_daily_limit');
    // Another admin still invites, and so does another workspace.
    expect(await outcome(invite('ownerA', A.id, 'colleague@example.test'))).toBe('ok');
    expect(await outcome(invite('ownerB', B.id, 'colleague@example.test'))).toBe('ok');
  });

  test('the workspace holds 30 new invitations a day, whoever sends them', async () => {
    const { rows } = await db.admin.query<{ hits: number }>(
      `select coalesce(sum(hits), 0)::int as hits from private.rate_limits
       where bucket = 'invitations:workspace' and key = $1`,
      [A.id],
    );
    const room = 30 - (rows[0]?.hits ?? 0);
    let sent = 0;
    for (let each = 0; each < room; each += 1) {
      if ((await outcome(invite('ownerA', A.id, `team-${each}@example.test`))) === 'ok') sent += 1;
    }
    // ownerA's own 15 a day run out first; the workspace's 30 hold for everyone.
    expect(sent).toBeLessThanOrEqual(15);
    expect(await outcome(invite('ownerA', A.id, 'late@example.test'))).toBe('invitation_daily_limit');
  });

  test('claim_invitation_email: one email per 10 minutes; the same request again is the same email; only admins', async () => {
    const claim = (actor: 'adminA' | 'memberA' | 'ownerB', request: string) =>
      db.act(
        actor,
        async (c) =>
          (await c.query('select * from public.claim_invitation_email($1, $2)', [A.invitation, request]))
            .rows[0] as { allowed: boolean; emailed_at: Date; retry_at: Date },
      );
    await db.admin.query(
      'update public.workspace_invitations set accepted_at = null, emailed_at = null where id = $1',
      [A.invitation],
    );
    const first = await claim('adminA', 'request-1');
    expect(first.allowed).toBe(true);
    expect(first.retry_at.getTime() - first.emailed_at.getTime()).toBe(10 * 60_000);
    const again = await claim('adminA', 'request-1');
    expect(again).toEqual(first);
    const other = await claim('adminA', 'request-2');
    expect(other).toEqual({ ...first, allowed: false });

    for (const actor of ['memberA', 'ownerB'] as const) {
      expect(await outcome(claim(actor, 'request-3'))).toBe('invitation_not_found');
    }
    // Users cannot give a claim back (that would skip the cool-down); the service role can.
    const release = (actor: 'adminA' | 'service') =>
      db.act(actor, (c) =>
        c.query('select public.release_invitation_email($1, $2)', [A.invitation, first.emailed_at]),
      );
    expect(await outcome(release('adminA'))).toBe('42501');
    expect(await outcome(release('service'))).toBe('ok');
    expect((await claim('adminA', 'request-4')).allowed).toBe(true);
  });
});
