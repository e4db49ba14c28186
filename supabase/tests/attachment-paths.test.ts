import { describe, expect, test } from 'vitest';
import { type Actor, outcome, testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

/**
 * Issue 18, item 1: an attachment row can only name a file that was uploaded into its own
 * campaign's folder, and the 27 MiB total counts the stored files' real sizes. The attacker is a
 * member of workspace B; the victim's file is workspace A's brochure (the fixtures upload it).
 */
const db = testDatabase();

const MiB = 1024 * 1024;
const victimFile = `${A.id}/${A.email}/brochure.pdf`;
const ownFolder = `${B.id}/${B.email}`;

async function store(name: string, size: number) {
  await db.admin.query(
    `insert into storage.objects (bucket_id, name, metadata) values ('attachments', $1, jsonb_build_object('size', $2::bigint))
     on conflict (bucket_id, name) do update set metadata = excluded.metadata`,
    [name, size],
  );
}

const record = (actor: Actor, workspace: string, campaign: string, path: string, size: number) =>
  outcome(
    db.attempt(actor, (c) =>
      c.query(
        `insert into public.campaign_attachments (workspace_id, campaign_id, storage_path, file_name, size_bytes)
         values ($1, $2, $3, 'file.pdf', $4)`,
        [workspace, campaign, path, size],
      ),
    ),
  );

const upload = (actor: Actor, name: string) =>
  outcome(
    db.attempt(actor, (c) =>
      c.query(
        `insert into storage.objects (bucket_id, name, metadata) values ('attachments', $1, '{"size": 10}')`,
        [name],
      ),
    ),
  );

describe('paths', () => {
  test.each([
    ['climbing out with ../../', `${ownFolder}/../../${victimFile}`],
    ['a ./ segment', `${ownFolder}/./file.pdf`],
    ['a bare .. file name', `${ownFolder}/..`],
    ['backslashes', `${ownFolder}/..\\..\\${A.id}\\${A.email}\\brochure.pdf`],
    ['percent-encoded dots', `${ownFolder}/%2e%2e/%2e%2e/${victimFile}`],
    ['a sub-folder', `${ownFolder}/sub/file.pdf`],
    ['a query string', `${ownFolder}/file.pdf?/../../${victimFile}`],
  ])('a row naming %s is refused (23514)', async (_, path) => {
    // The victim's object exists, and so does one at the attacker's literal name: only the path rule refuses.
    await store(path, 1000);
    expect(await record('memberB', B.id, B.email, path, 1000)).toBe('23514');
  });

  test('a row naming a file that was never uploaded is refused', async () => {
    expect(await record('memberB', B.id, B.email, `${ownFolder}/nothing-here.pdf`, 10)).toBe(
      'attachment_not_uploaded',
    );
  });

  test('a row in its own folder whose file was uploaded is recorded', async () => {
    await store(`${ownFolder}/prices.pdf`, 2048);
    expect(await record('memberB', B.id, B.email, `${ownFolder}/prices.pdf`, 2048)).toBe('ok');
  });

  test('the attachments bucket refuses such object names too', async () => {
    expect(await upload('memberB', `${ownFolder}/../../${A.id}/${A.email}/upload.pdf`)).toBe('42501');
    expect(await upload('memberB', `${ownFolder}/%2e%2e/x.pdf`)).toBe('42501');
    expect(await upload('memberB', `${ownFolder}/..\\x.pdf`)).toBe('42501');
    expect(await upload('memberB', `${ownFolder}/./x.pdf`)).toBe('42501');
    expect(await upload('memberB', `${ownFolder}/a/b.pdf`)).toBe('42501');
    expect(await upload('memberB', `${ownFolder}/fine-name.pdf`)).toBe('ok');
  });
});

describe('sizes', () => {
  test('a row claiming 1 byte for a 5 MiB file is refused; the real size is what counts', async () => {
    await store(`${ownFolder}/big.pdf`, 5 * MiB);
    expect(await record('memberB', B.id, B.email, `${ownFolder}/big.pdf`, 1)).toBe(
      'attachment_size_mismatch',
    );
  });

  test('a row recorded before its file was uploaded is refused, so a large file cannot follow a 1-byte row', async () => {
    expect(await record('memberB', B.id, B.email, `${ownFolder}/later.pdf`, 1)).toBe(
      'attachment_not_uploaded',
    );
  });

  test('the 27 MiB total sums the stored files, not the rows', async () => {
    const campaign = (
      await db.admin.query(
        `insert into public.campaigns (workspace_id, kind, name) values ($1, 'email', 'Totals') returning id`,
        [B.id],
      )
    ).rows[0].id as string;
    const folder = `${B.id}/${campaign}`;
    // A row whose file was later replaced by a larger one (a replacement the bucket no longer allows).
    await store(`${folder}/first.pdf`, 1);
    await db.act('memberB', (c) =>
      c.query(
        `insert into public.campaign_attachments (workspace_id, campaign_id, storage_path, file_name, size_bytes)
         values ($1, $2, $3, 'first.pdf', 1)`,
        [B.id, campaign, `${folder}/first.pdf`],
      ),
    );
    await store(`${folder}/first.pdf`, 25 * MiB);
    await store(`${folder}/second.pdf`, 20 * MiB);
    expect(await record('memberB', B.id, campaign, `${folder}/second.pdf`, 20 * MiB)).toBe(
      'attachments_too_large',
    );
    await store(`${folder}/third.pdf`, 2 * MiB);
    expect(await record('memberB', B.id, campaign, `${folder}/third.pdf`, 2 * MiB)).toBe('ok');
  });

  test('a recorded attachment cannot be replaced by another file', async () => {
    const replaced = await db.attempt('memberA', async (c) => {
      const { rowCount } = await c.query(
        `update storage.objects set metadata = '{"size": 26214400}' where bucket_id = 'attachments' and name = $1`,
        [victimFile],
      );
      return rowCount;
    });
    expect(replaced).toBe(0);
  });
});
