import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

const db = testDatabase();

const MiB = 1024 * 1024;

async function newCampaign(kind: 'email' | 'page', extra: Record<string, unknown> = {}) {
  const columns = ['workspace_id', 'kind', 'name', ...Object.keys(extra)];
  const values = [A.id, kind, `New ${kind}`, ...Object.values(extra)];
  const { rows } = await db.admin.query(
    `insert into public.campaigns (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    values,
  );
  return rows[0].id as string;
}

const setStatus = (actor: Actor, id: string, status: string) =>
  outcome(
    db.attempt(actor, (c) => c.query('update public.campaigns set status = $1 where id = $2', [status, id])),
  );

describe('status machine', () => {
  test('an email goes draft → ready (with HTML) → draft, and never skips ahead', async () => {
    const id = await newCampaign('email');
    expect(await setStatus('memberA', id, 'ready')).toBe('content_required'); // no HTML yet
    await db.admin.query(`update public.campaigns set html = '<p>Hi</p>' where id = $1`, [id]);
    expect(await setStatus('memberA', id, 'sent')).toBe('campaign_status_transition');
    expect(await setStatus('memberA', id, 'published')).toBe('campaign_status_transition');
    expect(await setStatus('memberA', id, 'ready')).toBe('ok');
  });

  test('delivery states belong to the sending service', async () => {
    expect(await setStatus('memberA', A.email, 'sending')).toBe('service_only');
    expect(await setStatus('ownerA', A.email, 'sending')).toBe('service_only');
    expect(await setStatus('service', A.email, 'sending')).toBe('ok');
    expect(
      await outcome(
        db.attempt('memberA', (c) =>
          c.query(
            `insert into public.campaigns (workspace_id, kind, name, status) values ($1, 'email', 'x', 'sent')`,
            [A.id],
          ),
        ),
      ),
    ).toBe('campaign_status_transition');
  });

  test('sending needs a sender, a subject and HTML', async () => {
    const id = await newCampaign('email', { html: '<p>x</p>', status: 'ready', subject: 'Hello' });
    const error = await db
      .attempt('service', (c) =>
        c.query(`update public.campaigns set status = 'sending' where id = $1`, [id]),
      )
      .catch((e: Error & { detail?: string }) => `${e.message}: ${e.detail}`);
    expect(error).toBe('sender_required: The sender name cannot be empty.');
  });

  test('the message is frozen while it is being sent', async () => {
    await db.admin.query(`update public.campaigns set status = 'sending' where id = $1`, [B.email]);
    const edit = await outcome(
      db.attemptAsTableOwner((c) =>
        c.query(`update public.campaigns set subject = 'Changed' where id = $1`, [B.email]),
      ),
    );
    expect(edit).toBe('campaign_sending_locked');
    expect(
      await outcome(
        db.attemptAsTableOwner((c) =>
          c.query(`update public.campaigns set name = 'Renamed' where id = $1`, [B.email]),
        ),
      ),
    ).toBe('ok');
    // The service role may change a campaign's status only (docs/permissions.md).
    expect(
      await outcome(
        db.attempt('service', (c) =>
          c.query(`update public.campaigns set subject = 'Changed' where id = $1`, [B.email]),
        ),
      ),
    ).toBe('42501');
    await db.admin.query(`update public.campaigns set status = 'sent' where id = $1`, [B.email]);
  });

  test('a page is published with a slug and content, and unpublished back to ready', async () => {
    const id = await newCampaign('page', { content: '{"sections": []}', status: 'ready' });
    expect(await setStatus('memberA', id, 'published')).toBe('slug_required'); // no slug
    await db.admin.query(`update public.campaigns set slug = 'spring-offer' where id = $1`, [id]);
    expect(await setStatus('memberA', id, 'published')).toBe('ok');
    expect(await setStatus('memberA', id, 'sending')).toBe('campaign_status_transition');
  });

  test('a campaign keeps its workspace and kind', async () => {
    for (const change of [`workspace_id = '${B.id}'`, `kind = 'page'`]) {
      expect(
        await outcome(
          db.attemptAsTableOwner((c) =>
            c.query(`update public.campaigns set ${change} where id = $1`, [A.email]),
          ),
        ),
      ).toBe('campaign_workspace_fixed');
    }
    expect(
      await outcome(
        db.attempt('ownerA', (c) =>
          c.query(`update public.campaigns set kind = 'page' where id = $1`, [A.email]),
        ),
      ),
    ).toBe('42501');
  });
});

describe('fields', () => {
  test.each([
    ['a colour that is not #rrggbb', { primary_color: 'blue' }],
    ['a colour of three digits', { secondary_color: '#fff' }],
    ['a mood outside the 13', { mood: 'grumpy' }],
    ['a template on an email', { template: 'solid' }],
    ['a sender domain without a dot', { sender_domain: 'localhost' }],
    ['a sender name with a line break', { sender_name: 'Bad\r\nBcc: x@example.test' }],
    ['a client of another workspace', { client_id: B.client }],
  ])('refuse %s', async (_, extra) => {
    const code = await outcome(newCampaign('email', extra));
    expect(['23514', '22P02', '23503']).toContain(code);
  });

  test('a campaign may belong to a client of its workspace, and survives the client', async () => {
    const id = await newCampaign('email', { client_id: A.client });
    await db.admin.query('delete from public.clients where id = $1', [A.client]);
    const { rows } = await db.admin.query(
      'select client_id, workspace_id from public.campaigns where id = $1',
      [id],
    );
    expect(rows).toEqual([{ client_id: null, workspace_id: A.id }]);
  });
});

describe('slugs', () => {
  test.each([
    'Spring',
    '-spring',
    'spring-',
    'spring--sale',
    'sp',
    'a'.repeat(64),
    'spring_sale',
    'admin',
    'api',
    'pages',
  ])('refuse %s', async (slug) => {
    expect(await outcome(newCampaign('page', { slug }))).toBe('23514');
  });

  test('a slug is unique across campaigns and pages', async () => {
    await newCampaign('email', { slug: 'shared-slug' });
    expect(await outcome(newCampaign('page', { slug: 'shared-slug' }))).toBe('23505');
  });

  test('check_slug says available, taken, reserved or invalid', async () => {
    const check = (slug: string | null, campaign?: string) =>
      db.attempt(
        'memberA',
        async (c) =>
          (await c.query('select public.check_slug($1, $2) as r', [slug, campaign ?? null])).rows[0].r,
      );
    expect(await check('brand-new-slug')).toBe('available');
    expect(await check('fixture-page-ws2')).toBe('taken'); // another workspace's page
    expect(await check('fixture-page-ws1', A.page)).toBe('available'); // its own
    expect(await check('admin')).toBe('reserved');
    expect(await check('Not A Slug')).toBe('invalid');
    expect(await check(null)).toBe('invalid');
    expect(await outcome(db.attempt('anon', (c) => c.query(`select public.check_slug('x')`)))).toBe('42501');
  });
});

describe('attachments', () => {
  /** Uploads the file (as the Storage API would, with its size) and records it, as the app does. */
  const attach = async (actor: Actor, campaign: string, name: string, size: number, uploaded = size) => {
    await db.admin.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('attachments', $1, jsonb_build_object('size', $2::bigint))
       on conflict (bucket_id, name) do nothing`,
      [`${A.id}/${campaign}/${name}`, uploaded],
    );
    return outcome(
      db.act(actor, (c) =>
        c.query(
          `insert into public.campaign_attachments (workspace_id, campaign_id, storage_path, file_name, size_bytes)
           values ($1, $2, $3, $4, $5)`,
          [A.id, campaign, `${A.id}/${campaign}/${name}`, name, size],
        ),
      ),
    );
  };

  test('at most 25 MiB per file and 27 MiB per campaign (36 MiB as sent)', async () => {
    const id = await newCampaign('email');
    expect(await attach('memberA', id, 'huge.pdf', 25 * MiB + 1)).toBe('23514');
    expect(await attach('memberA', id, 'one.pdf', 25 * MiB)).toBe('ok');
    expect(await attach('memberA', id, 'two.pdf', 2 * MiB)).toBe('ok');
    expect(await attach('memberA', id, 'three.pdf', 1)).toBe('attachments_too_large');
  });

  test('the 27 MiB total holds under 20 concurrent uploads', async () => {
    const id = await newCampaign('email');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attach(i % 2 ? 'memberA' : 'adminA', id, `file-${i}.pdf`, 3 * MiB),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(9);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'attachments_too_large')).toBe(true);
    const total = await db.admin.query(
      'select sum(size_bytes)::bigint as total from public.campaign_attachments where campaign_id = $1',
      [id],
    );
    expect(Number(total.rows[0].total)).toBeLessThanOrEqual(27 * MiB);
  });

  test('pages take no attachments; a path outside the campaign folder is refused', async () => {
    expect(await attach('memberA', A.page, 'x.pdf', 10)).toBe('wrong_campaign_kind');
    expect(
      await outcome(
        db.attempt('memberA', (c) =>
          c.query(
            `insert into public.campaign_attachments (workspace_id, campaign_id, storage_path, file_name, size_bytes)
             values ($1, $2, 'elsewhere/x.pdf', 'x.pdf', 10)`,
            [A.id, A.email],
          ),
        ),
      ),
    ).toBe('attachment_not_uploaded');
  });

  test('the size must match the stored object when it exists', async () => {
    const id = await newCampaign('email');
    await db.admin.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('attachments', $1, '{"size": 2048}')`,
      [`${A.id}/${id}/stored.pdf`],
    );
    expect(await attach('memberA', id, 'stored.pdf', 10)).toBe('attachment_size_mismatch');
    expect(await attach('memberA', id, 'stored.pdf', 2048)).toBe('ok');
  });
});
