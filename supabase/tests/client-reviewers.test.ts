import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B, otherClientA, users } from './testing/fixtures.ts';

/**
 * Client reviewers (docs/approvals.md "Client reviewers"): who adds them, the link that lets one
 * review without an account (what it shows, what it refuses, how it stops working), their
 * comments and decisions, the team's comments and mentions, and the activity they leave. The
 * steps build on each other, so this file commits them in order on its own copy of the fixtures.
 */
const db = testDatabase();

const call = (actor: Actor, sql: string, params: unknown[] = []) =>
  outcome(db.act(actor, (c) => c.query(sql, params)));

const rows = async <T extends object>(actor: Actor, sql: string, params: unknown[] = []) =>
  db.act(actor, async (c) => (await c.query<T>(sql, params)).rows);

const issueLink = async (reviewer: string) =>
  (
    await rows<{ link_secret: string | null; retry_at: string | null }>(
      'service',
      'select link_secret, retry_at from public.issue_review_link($1)',
      [reviewer],
    )
  )[0];

/** What the link shows; null when it does not work. */
const open = async (secret: string) =>
  (await rows<{ r: OpenLink | null }>('anon', 'select public.review_link_open($1) as r', [secret]))[0]?.r ??
  null;

const item = async (secret: string, campaign: string) =>
  (await rows<{ r: LinkItem }>('anon', 'select public.review_link_item($1, $2) as r', [secret, campaign]))[0]
    ?.r;

interface OpenLink {
  reviewer: { name: string; email: string; locale: string };
  clientName: string;
  agencyName: string;
  items: { id: string; kind: string; name: string; reviewState: string }[];
}
interface LinkItem {
  html: string;
  subject: string;
  reviewState: string;
  steps: { action: string; by: string; byReviewer: boolean; note: string | null }[];
  comments: { section: string | null; body: string; by: string; byReviewer: boolean; mine: boolean }[];
}

const ADD_REVIEWER = `insert into public.client_reviewers (workspace_id, client_id, email, name, locale)
  values ($1, $2, $3, $4, 'es') returning id`;

let reviewer = '';
let otherReviewer = '';
let secret = '';

describe('adding reviewers', () => {
  test('only owners and admins add one; editors, limited editors and viewers are refused', async () => {
    for (const actor of ['memberA', 'clientEditorA', 'viewerA', 'memberB'] as const) {
      expect(await call(actor, ADD_REVIEWER, [A.id, A.client, 'rosa@client.test', 'Rosa'])).toBe('42501');
    }
    const [added] = await rows<{ id: string }>('adminA', ADD_REVIEWER, [
      A.id,
      A.client,
      'rosa@client.test',
      'Rosa',
    ]);
    reviewer = added?.id ?? '';
    const [other] = await rows<{ id: string }>('ownerA', ADD_REVIEWER, [
      A.id,
      otherClientA,
      'olga@other.test',
      'Olga',
    ]);
    otherReviewer = other?.id ?? '';
    expect(reviewer).not.toBe('');
  });

  test('at most 30 new reviewers per workspace a day', async () => {
    const many = Array.from(
      { length: 28 },
      (_, n) => `('${B.id}', '${B.client}', 'r${n}@client.test', 'R${n}')`,
    );
    expect(
      await call(
        'adminB',
        `insert into public.client_reviewers (workspace_id, client_id, email, name) values ${many}`,
      ),
    ).toBe('ok');
    // The fixture's reviewer of B and these 28 make 29: one more passes, the next is refused.
    expect(await call('adminB', ADD_REVIEWER, [B.id, B.client, 'r29@client.test', 'R29'])).toBe('ok');
    expect(await call('adminB', ADD_REVIEWER, [B.id, B.client, 'r30@client.test', 'R30'])).toBe(
      'reviewer_daily_limit',
    );
  });

  test('the team sees the reviewers of the clients it reaches, never a link', async () => {
    const seen = (actor: Actor) =>
      rows<{ name: string }>(
        actor,
        'select name from public.client_reviewers where workspace_id = $1 order by name',
        [A.id],
      );
    expect((await seen('viewerA')).map((r) => r.name)).toEqual(['Olga', 'Reviewer ws1', 'Rosa']);
    expect((await seen('clientEditorA')).map((r) => r.name)).toEqual(['Reviewer ws1', 'Rosa']);
    expect(await seen('memberB')).toEqual([]);
    expect(await call('ownerA', 'select * from private.review_links')).toBe('42501');
    expect(await call('service', 'select * from private.review_links')).toBe('42501');
  });

  test('attack: nobody but the service role issues a link', async () => {
    for (const actor of ['anon', 'memberA', 'ownerA'] as const) {
      expect(await call(actor, 'select * from public.issue_review_link($1)', [reviewer])).toBe('42501');
      expect(await call(actor, 'select * from private.issue_review_link($1)', [reviewer])).toBe('42501');
    }
  });
});

describe('the link', () => {
  test('is a secret kept only as a hash; another within 10 minutes is held back', async () => {
    const issued = await issueLink(reviewer);
    secret = issued?.link_secret ?? '';
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const stored = await db.admin.query<{ link_hash: Buffer }>(
      'select link_hash from private.review_links where reviewer_id = $1',
      [reviewer],
    );
    expect(stored.rows[0]?.link_hash.toString('hex')).not.toContain(secret);
    const again = await issueLink(reviewer);
    expect(again?.link_secret).toBeNull();
    expect(again?.retry_at).not.toBeNull();
  });

  test('shows nothing of the client until something is submitted, and never a draft', async () => {
    const opened = await open(secret);
    expect(opened?.reviewer).toEqual({ name: 'Rosa', email: 'rosa@client.test', locale: 'es' });
    expect(opened?.clientName).toBe('Client ws1');
    expect(opened?.items).toEqual([]);
    expect(await call('anon', 'select public.review_link_item($1, $2)', [secret, A.email])).toBe(
      'campaign_not_found',
    );
  });

  test('shows what was submitted, as it was submitted, with its steps', async () => {
    expect(
      await call('memberA', 'select public.submit_for_review($1, $2)', [A.email, 'Prices are final.']),
    ).toBe('ok');
    expect((await open(secret))?.items.map((i) => [i.id, i.reviewState])).toEqual([[A.email, 'in_review']]);
    const shown = await item(secret, A.email);
    expect(shown?.subject).toBe('Hello');
    expect(shown?.html).toContain('1 Main Street');
    expect(shown?.steps.map((s) => [s.action, s.note])).toEqual([['submitted', 'Prices are final.']]);
    // Nothing of the sending: no recipients, prices paid or leads in what a reviewer gets.
    expect(JSON.stringify(shown)).not.toMatch(/@example\.test|amount_cents|recipients/);
  });

  test("attack: another client's items, another workspace's, and garbage show nothing", async () => {
    const [otherSecret] = [(await issueLink(otherReviewer))?.link_secret ?? ''];
    expect((await open(otherSecret))?.items).toEqual([]);
    expect(await call('anon', 'select public.review_link_item($1, $2)', [otherSecret, A.email])).toBe(
      'campaign_not_found',
    );
    expect(await call('anon', 'select public.review_link_item($1, $2)', [secret, B.email])).toBe(
      'campaign_not_found',
    );
    for (const wrong of [
      '',
      'x'.repeat(64),
      secret.toUpperCase(),
      `${secret.slice(0, 63)}${secret.endsWith('0') ? '1' : '0'}`,
    ]) {
      expect(await open(wrong)).toBeNull();
      expect(await call('anon', 'select public.review_link_item($1, $2)', [wrong, A.email])).toBe(
        'review_link_invalid',
      );
    }
  });
});

describe('reviewing', () => {
  test('a comment pinned to a section is seen by the team and in the link', async () => {
    expect(
      await call('anon', 'select public.review_link_comment($1, $2, $3, $4)', [
        secret,
        A.email,
        'hero',
        'Could the headline name the spring offer?',
      ]),
    ).toBe('ok');
    const team = await rows<{ section: string; reviewer_id: string; author_id: string | null }>(
      'clientViewerA',
      'select section, reviewer_id, author_id from public.campaign_comments where campaign_id = $1 and author_id is null',
      [A.email],
    );
    expect(team).toEqual([{ section: 'hero', reviewer_id: reviewer, author_id: null }]);
    expect((await item(secret, A.email))?.comments).toEqual([
      // The fixture's, by an editor without a name: the reviewer never sees an address.
      expect.objectContaining({ body: 'Fixture comment', by: null, byReviewer: false, mine: false }),
      expect.objectContaining({ section: 'hero', by: 'Rosa', byReviewer: true, mine: true }),
    ]);
    expect(
      await call('anon', 'select public.review_link_comment($1, $2, $3, $4)', [
        secret,
        A.email,
        'Hero!',
        'x',
      ]),
    ).toBe('23514');
    expect(
      await call('anon', 'select public.review_link_comment($1, $2, null, $3)', [secret, A.email, ' ']),
    ).toBe('23514');
  });

  test('changes need a note; with one, the item goes back to the team, by the reviewer', async () => {
    const decide = (decision: string, note: string | null) =>
      call('anon', 'select public.review_link_decide($1, $2, $3, $4)', [secret, A.email, decision, note]);
    expect(await decide('changes_requested', null)).toBe('review_note_required');
    expect(await decide('withdrawn', 'x')).toBe('invalid_argument');
    expect(await decide('changes_requested', 'Lead with the offer.')).toBe('ok');
    expect(await decide('approved', null)).toBe('review_step_unavailable');
    const [step] = await db.admin
      .query<{ action: string; reviewer_id: string; actor_id: string | null }>(
        `select action, reviewer_id, actor_id from public.campaign_reviews
       where campaign_id = $1 order by created_at desc limit 1`,
        [A.email],
      )
      .then((r) => r.rows);
    expect(step).toEqual({ action: 'changes_requested', reviewer_id: reviewer, actor_id: null });
  });

  test('resubmitted, the reviewer approves and the email may ship', async () => {
    await db.admin.query('update public.workspaces set approval_required = true where id = $1', [A.id]);
    expect(await call('memberA', 'select public.submit_for_review($1)', [A.email])).toBe('ok');
    expect(await call('memberA', 'select public.ship_campaign($1)', [A.email])).toBe('approval_required');
    expect(
      await call('anon', 'select public.review_link_decide($1, $2, $3)', [secret, A.email, 'approved']),
    ).toBe('ok');
    const shown = await item(secret, A.email);
    expect(shown?.reviewState).toBe('approved');
    expect(shown?.steps[0]).toMatchObject({ action: 'approved', by: 'Rosa', byReviewer: true });
    expect(
      await outcome(db.attempt('memberA', (c) => c.query('select public.ship_campaign($1)', [A.email]))),
    ).toBe('ok');
  });
});

describe('the link stops working', () => {
  test('when revoked, replaced or expired, and when the reviewer is removed', async () => {
    expect(
      await call('memberA', 'update public.client_reviewers set revoked_at = now() where id = $1', [
        reviewer,
      ]),
    ).toBe('ok');
    // An editor's update matches no row: the link still works.
    expect((await open(secret))?.clientName).toBe('Client ws1');
    expect(
      await call('adminA', 'update public.client_reviewers set revoked_at = now() where id = $1', [reviewer]),
    ).toBe('ok');
    expect(await open(secret)).toBeNull();
    expect(
      await call('anon', 'select public.review_link_decide($1, $2, $3, $4)', [
        secret,
        A.email,
        'changes_requested',
        'x',
      ]),
    ).toBe('review_link_invalid');

    await db.admin.query(
      `update public.client_reviewers set link_sent_at = now() - interval '11 minutes' where id = $1`,
      [reviewer],
    );
    const renewed = (await issueLink(reviewer))?.link_secret ?? '';
    expect((await open(renewed))?.reviewer.name).toBe('Rosa');
    expect(await open(secret)).toBeNull();

    await db.admin.query(
      `update public.client_reviewers set link_expires_at = now() - interval '1 second' where id = $1`,
      [reviewer],
    );
    expect(await open(renewed)).toBeNull();

    await db.admin.query(
      `update public.client_reviewers set link_expires_at = now() + interval '1 day' where id = $1`,
      [reviewer],
    );
    expect((await open(renewed))?.reviewer.name).toBe('Rosa');
    expect(await call('adminA', 'delete from public.client_reviewers where id = $1', [reviewer])).toBe('ok');
    expect(await open(renewed)).toBeNull();
    // What Rosa said stays, without her.
    const kept = await db.admin.query(
      `select count(*)::int as n from public.campaign_comments where campaign_id = $1 and body like 'Could the headline%'`,
      [A.email],
    );
    expect(kept.rows[0]).toEqual({ n: 1 });
  });
});

describe("the team's comments", () => {
  const COMMENT = `insert into public.campaign_comments (workspace_id, campaign_id, section, body, mentioned_user_ids)
    values ($1, $2, $3, $4, $5)`;

  test('editors who reach the campaign comment; viewers and other clients’ editors cannot', async () => {
    expect(
      await call('clientEditorA', COMMENT, [A.id, A.email, 'button', 'Done: the offer leads.', []]),
    ).toBe('ok');
    expect(await call('viewerA', COMMENT, [A.id, A.email, null, 'x', []])).toBe('42501');
    expect(await call('otherClientEditorA', COMMENT, [A.id, A.email, null, 'x', []])).toBe('42501');
    expect(await call('memberB', COMMENT, [A.id, A.email, null, 'x', []])).toBe('42501');
  });

  test('attack: a member cannot write as a reviewer or as someone else', async () => {
    expect(
      await call(
        'memberA',
        'insert into public.campaign_comments (workspace_id, campaign_id, body, reviewer_id) values ($1, $2, $3, $4)',
        [A.id, A.email, 'Approved!', otherReviewer],
      ),
    ).toBe('42501');
    expect(
      await call(
        'memberA',
        'insert into public.campaign_comments (workspace_id, campaign_id, body, author_id) values ($1, $2, $3, $4)',
        [A.id, A.email, 'x', users.ownerA],
      ),
    ).toBe('42501');
  });

  test('mentions name members who reach the campaign, never strangers', async () => {
    expect(
      await call('memberA', COMMENT, [
        A.id,
        A.email,
        null,
        '@Owner look',
        [users.ownerA, users.clientViewerA],
      ]),
    ).toBe('ok');
    expect(await call('memberA', COMMENT, [A.id, A.email, null, 'x', [users.otherClientEditorA]])).toBe(
      'mention_not_member',
    );
    expect(await call('memberA', COMMENT, [A.id, A.email, null, 'x', [users.ownerB]])).toBe(
      'mention_not_member',
    );
  });
});

describe('mention emails', () => {
  test('are claimed once, by the service role only, for members who still reach the campaign', async () => {
    const [comment] = await db.admin
      .query<{ id: string }>(`select id from public.campaign_comments where body = '@Owner look'`)
      .then((r) => r.rows);
    const claim = (actor: Actor) =>
      rows<{ email: string }>(actor, 'select email from public.claim_mention_emails($1) order by email', [
        comment?.id,
      ]);
    expect(await call('memberA', 'select * from public.claim_mention_emails($1)', [comment?.id])).toBe(
      '42501',
    );
    expect(await call('anon', 'select * from public.claim_mention_emails($1)', [comment?.id])).toBe('42501');
    expect((await claim('service')).map((r) => r.email)).toEqual([
      'clientviewera@example.test',
      'ownera@example.test',
    ]);
    expect(await claim('service')).toEqual([]);
  });
});

describe('activity', () => {
  test('every step is recorded with who took it, and read by whoever reaches the campaign', async () => {
    const seen = (actor: Actor) =>
      rows<{ kind: string; actor_id: string | null; reviewer_id: string | null }>(
        actor,
        'select kind, actor_id, reviewer_id from public.activity_events where campaign_id = $1 order by created_at, id',
        [A.email],
      );
    const kinds = (await seen('clientViewerA')).map((e) => e.kind);
    // The fixtures' own, written together: the email, its finished send and a comment.
    expect(kinds.slice(0, 3).sort()).toEqual(['commented', 'created', 'shipped']);
    expect(kinds.slice(3)).toEqual([
      'submitted',
      'commented',
      'changes_requested',
      'submitted',
      'approved',
      'commented',
      'commented',
    ]);
    expect(await seen('otherClientEditorA')).toEqual([]);
    expect(await seen('memberB')).toEqual([]);
    expect(await call('ownerA', 'delete from public.activity_events')).toBe('42501');
  });

  test('a content edit is recorded; saves in a row count once', async () => {
    const save = () =>
      call('memberA', 'select public.save_campaign_edit($1, null, html => $2)', [
        A.email,
        `<p>${Math.random()}</p>`,
      ]);
    expect(await save()).toBe('ok');
    expect(await save()).toBe('ok');
    const edits = await db.admin.query(
      `select count(*)::int as n from public.activity_events where campaign_id = $1 and kind = 'edited'`,
      [A.email],
    );
    expect(edits.rows[0]).toEqual({ n: 1 });
  });
});
