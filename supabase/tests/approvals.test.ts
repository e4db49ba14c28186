import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

/**
 * Approvals (docs/approvals.md): the review steps and who may take them, the snapshot a review is
 * of, an edit that reopens it, and approval required before shipping an email or publishing a page,
 * as the workspace says unless its client says otherwise. The steps build on each other, so this
 * file commits them in order on its own copy of the fixtures.
 */
const db = testDatabase();

const call = (actor: Actor, sql: string, params: unknown[] = []) =>
  outcome(db.act(actor, (c) => c.query(sql, params)));

const state = async (campaign: string) =>
  (
    await db.admin.query<{ review_state: string; reviewed_version_id: string | null }>(
      'select review_state, reviewed_version_id from public.campaigns where id = $1',
      [campaign],
    )
  ).rows[0];

const steps = async (campaign: string) =>
  (
    await db.admin.query<{ action: string; note: string | null; actor_id: string | null }>(
      'select action, note, actor_id from public.campaign_reviews where campaign_id = $1 order by created_at, id',
      [campaign],
    )
  ).rows.map((row) => row.action);

const approvalItem = async (actor: Actor, campaign: string) =>
  db.attempt(actor, async (c) => {
    const { rows } = await c.query<{ ok: boolean; blocking: boolean; detail: string }>(
      `select ok, blocking, detail from public.campaign_send_checklist($1) where item = 'approval'`,
      [campaign],
    );
    return rows[0];
  });

const ship = (actor: Actor, campaign: string) =>
  outcome(db.attempt(actor, (c) => c.query('select public.ship_campaign($1)', [campaign])));

describe('approval not required (the default)', () => {
  test('the checklist item passes without blocking, and a draft ships', async () => {
    expect(await approvalItem('memberA', A.email)).toEqual({ ok: true, blocking: false, detail: 'draft' });
    expect(await ship('memberA', A.email)).toBe('ok');
  });
});

describe('approval required by the workspace', () => {
  test('only owners and admins require it', async () => {
    expect(
      await call('memberA', 'update public.workspaces set approval_required = true where id = $1', [A.id]),
    ).toBe('ok');
    // Row-level security: the editor's update matched no row.
    expect(
      (await db.admin.query('select approval_required from public.workspaces where id = $1', [A.id])).rows[0],
    ).toEqual({ approval_required: false });
    expect(
      await call('adminA', 'update public.workspaces set approval_required = true where id = $1', [A.id]),
    ).toBe('ok');
  });

  test('shipping a draft is refused approval_required, and the checklist says why', async () => {
    expect(await approvalItem('memberA', A.email)).toEqual({ ok: false, blocking: true, detail: 'draft' });
    expect(await ship('memberA', A.email)).toBe('approval_required');
  });

  test('attack: nobody sets review_state directly, not even an admin', async () => {
    for (const actor of ['memberA', 'adminA', 'ownerA'] as const) {
      expect(
        await call(actor, `update public.campaigns set review_state = 'approved' where id = $1`, [A.email]),
      ).toBe('42501');
    }
    expect((await state(A.email))?.review_state).toBe('draft');
  });

  test('an editor submits: a snapshot of the content is kept and the review is in progress', async () => {
    expect(await call('viewerA', 'select public.submit_for_review($1)', [A.email])).toBe('viewer_read_only');
    expect(await call('otherClientEditorA', 'select public.submit_for_review($1)', [A.email])).toBe(
      'campaign_not_found',
    );
    expect(await call('memberB', 'select public.submit_for_review($1)', [A.email])).toBe(
      'campaign_not_found',
    );
    expect(
      await call('clientEditorA', 'select public.submit_for_review($1, $2)', [A.email, 'First draft']),
    ).toBe('ok');
    const submitted = await state(A.email);
    expect(submitted?.review_state).toBe('in_review');
    const snapshot = await db.admin.query('select html, note from public.campaign_versions where id = $1', [
      submitted?.reviewed_version_id,
    ]);
    const current = await db.admin.query('select html from public.campaigns where id = $1', [A.email]);
    expect(snapshot.rows[0]).toEqual({ html: current.rows[0].html, note: 'Submitted for review' });
    expect(await call('memberA', 'select public.submit_for_review($1)', [A.email])).toBe(
      'review_step_unavailable',
    );
  });

  test('editors do not decide; an admin requests changes only with a note', async () => {
    expect(await call('memberA', `select public.decide_review($1, 'approved')`, [A.email])).toBe(
      'owner_or_admin_only',
    );
    expect(
      await call('adminA', `select public.decide_review($1, 'changes_requested', '  ')`, [A.email]),
    ).toBe('review_note_required');
    expect(
      await call('adminA', `select public.decide_review($1, 'changes_requested', $2)`, [
        A.email,
        'Lead with the discount',
      ]),
    ).toBe('ok');
    expect((await state(A.email))?.review_state).toBe('changes_requested');
    expect(await ship('memberA', A.email)).toBe('approval_required');
  });

  test('the editor edits and resubmits; the admin approves that exact snapshot; it ships', async () => {
    expect(
      await call('memberA', `update public.campaigns set subject = 'Spring: 15 % off' where id = $1`, [
        A.email,
      ]),
    ).toBe('ok');
    expect((await state(A.email))?.review_state).toBe('changes_requested');
    expect(await call('memberA', 'select public.submit_for_review($1)', [A.email])).toBe('ok');
    const resubmitted = await state(A.email);
    expect(
      (
        await db.admin.query('select subject from public.campaign_versions where id = $1', [
          resubmitted?.reviewed_version_id,
        ])
      ).rows[0],
    ).toEqual({ subject: 'Spring: 15 % off' });
    expect(await call('adminA', `select public.decide_review($1, 'approved', 'Good to go')`, [A.email])).toBe(
      'ok',
    );
    expect(await state(A.email)).toEqual({
      review_state: 'approved',
      reviewed_version_id: resubmitted?.reviewed_version_id,
    });
    expect(await approvalItem('memberA', A.email)).toEqual({ ok: true, blocking: true, detail: 'approved' });
    expect(await ship('memberA', A.email)).toBe('ok');
  });

  test('an edit after approval sends it back to draft, and shipping is refused again', async () => {
    expect(
      await call('memberA', `update public.campaigns set html = html || '<p>PS</p>' where id = $1`, [
        A.email,
      ]),
    ).toBe('ok');
    expect(await state(A.email)).toEqual({ review_state: 'draft', reviewed_version_id: null });
    expect(await ship('memberA', A.email)).toBe('approval_required');
    // Renaming is not an edit of what is sent.
    expect(await call('memberA', 'select public.submit_for_review($1)', [A.email])).toBe('ok');
    expect(
      await call('memberA', `update public.campaigns set name = 'Spring sale' where id = $1`, [A.email]),
    ).toBe('ok');
    expect((await state(A.email))?.review_state).toBe('in_review');
    expect(await call('memberA', 'select public.withdraw_review($1)', [A.email])).toBe('ok');
    expect(await steps(A.email)).toEqual([
      'submitted',
      'changes_requested',
      'submitted',
      'approved',
      'reopened',
      'submitted',
      'withdrawn',
    ]);
  });

  test('who reads the review steps: those who reach the campaign', async () => {
    const seen = (actor: Actor) =>
      db.attempt(
        actor,
        async (c) =>
          (await c.query('select 1 from public.campaign_reviews where campaign_id = $1', [A.email])).rowCount,
      );
    expect(await seen('viewerA')).toBe(7);
    expect(await seen('clientViewerA')).toBe(7);
    expect(await seen('otherClientEditorA')).toBe(0);
    expect(await seen('memberB')).toBe(0);
    expect(await outcome(seen('anon'))).toBe('42501');
    expect(
      await call(
        'adminA',
        `insert into public.campaign_reviews (workspace_id, campaign_id, action) values ($1, $2, 'approved')`,
        [A.id, A.email],
      ),
    ).toBe('42501');
  });

  test('a page is published only approved', async () => {
    expect(
      await call('memberA', `update public.campaigns set status = 'ready' where id = $1`, [A.page]),
    ).toBe('ok');
    expect(
      await call('memberA', `update public.campaigns set status = 'published' where id = $1`, [A.page]),
    ).toBe('approval_required');
    expect(await call('memberA', 'select public.submit_for_review($1)', [A.page])).toBe('ok');
    expect(await call('ownerA', `select public.decide_review($1, 'approved')`, [A.page])).toBe('ok');
    expect(
      await call('memberA', `update public.campaigns set status = 'published' where id = $1`, [A.page]),
    ).toBe('ok');
  });
});

describe('a client says otherwise', () => {
  test('editors edit clients, but not whether their items need approval; admins do', async () => {
    expect(
      await call('memberA', 'update public.clients set approval_required = false where id = $1', [A.client]),
    ).toBe('owner_or_admin_only');
    expect(
      await call('memberA', `update public.clients set name = 'Client renamed' where id = $1`, [A.client]),
    ).toBe('ok');
    expect(
      await call(
        'memberA',
        `insert into public.clients (workspace_id, name, approval_required) values ($1, 'New', false)`,
        [A.id],
      ),
    ).toBe('owner_or_admin_only');
    expect(
      await call('adminA', 'update public.clients set approval_required = false where id = $1', [A.client]),
    ).toBe('ok');
    expect(await approvalItem('memberA', A.email)).toEqual({ ok: true, blocking: false, detail: 'draft' });
  });

  test('a client may require it in a workspace that does not', async () => {
    expect(
      await call('ownerA', 'update public.workspaces set approval_required = false where id = $1', [A.id]),
    ).toBe('ok');
    expect(
      await call('ownerA', 'update public.clients set approval_required = true where id = $1', [A.client]),
    ).toBe('ok');
    expect(await approvalItem('memberA', A.email)).toEqual({ ok: false, blocking: true, detail: 'draft' });
    expect(await ship('memberA', B.email)).toBe('campaign_not_found');
  });
});
