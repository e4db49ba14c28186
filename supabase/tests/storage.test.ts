import { describe, expect, test } from 'vitest';
import { ATTACHMENT_TYPES } from '../../src/features/campaigns/attachments/api/attachment-types.ts';
import { type Actor, testDatabase } from './testing/database.ts';
import { A, B } from './testing/fixtures.ts';

/** Storage policies, exercised as the storage API does: rows in storage.objects under the caller's role. */
const db = testDatabase();

const upload = (actor: Actor, bucket: string, name: string) =>
  db
    .attempt(actor, (c) =>
      c.query('insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [
        bucket,
        name,
        null,
      ]),
    )
    .then(
      () => 'allowed',
      (e: { code?: string }) => (e.code === '42501' ? 'refused' : String(e)),
    );
const visible = (actor: Actor, bucket: string, name: string) =>
  db
    .attempt(
      actor,
      async (c) =>
        (await c.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]))
          .rowCount,
    )
    .then((n) => (n === 1 ? 'allowed' : 'refused'));
const remove = (actor: Actor, bucket: string, name: string) =>
  db
    .attempt(actor, async (c) => {
      // Inside the Storage API's own transaction, which may delete (storage.protect_delete).
      await c.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      return (await c.query('delete from storage.objects where bucket_id = $1 and name = $2', [bucket, name]))
        .rowCount;
    })
    .then((n) => (n === 1 ? 'allowed' : 'refused'));

const logo = `${A.id}/logo.png`;
const attachment = `${A.id}/${A.email}/leaflet.pdf`;
const exported = `${A.id}/exports/preview.png`;
const image = `${A.id}/${A.email}/hero.png`;

test('the buckets exist with their visibility and limits', async () => {
  const { rows } = await db.admin.query(
    'select id, public, file_size_limit::int, allowed_mime_types from storage.buckets order by id',
  );
  expect(rows).toEqual([
    {
      id: 'attachments',
      public: false,
      file_size_limit: 26214400,
      allowed_mime_types: [...ATTACHMENT_TYPES],
    },
    {
      id: 'exports',
      public: false,
      file_size_limit: 20971520,
      allowed_mime_types: ['image/png', 'text/csv'],
    },
    {
      id: 'images',
      public: true,
      file_size_limit: 5242880,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    },
    {
      id: 'logos',
      public: true,
      file_size_limit: 2097152,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp'],
    },
    {
      id: 'pages',
      public: true,
      file_size_limit: 1048576,
      allowed_mime_types: ['text/html'],
    },
  ]);
});

describe('before any object exists', () => {
  test.each([
    ['ownerA', 'logos', logo, 'allowed'],
    ['adminA', 'logos', logo, 'allowed'],
    // A logo is a workspace setting: members see it but may not upload one.
    ['memberA', 'logos', logo, 'refused'],
    ['adminA', 'logos', `${B.id}/logo.png`, 'refused'],
    ['adminA', 'logos', 'logo.png', 'refused'],
    ['adminA', 'logos', 'not-a-uuid/logo.png', 'refused'],
    ['stranger', 'logos', logo, 'refused'],
    ['anon', 'logos', logo, 'refused'],
    ['memberA', 'attachments', attachment, 'allowed'],
    ['memberA', 'attachments', `${A.id}/${B.email}/x.pdf`, 'refused'],
    ['memberA', 'attachments', `${B.id}/${B.email}/x.pdf`, 'refused'],
    ['memberA', 'attachments', `${A.id}/loose.pdf`, 'refused'],
    ['memberB', 'attachments', attachment, 'refused'],
    ['memberA', 'exports', exported, 'allowed'],
    ['memberB', 'exports', exported, 'refused'],
    ['memberA', 'images', image, 'allowed'],
    ['memberA', 'images', `${A.id}/hero.png`, 'refused'],
    ['memberB', 'images', image, 'refused'],
    ['anon', 'images', image, 'refused'],
    ['anon', 'exports', exported, 'refused'],
    // Static copies of public pages: written by render-pages (the service role) only, so nobody
    // can put a page of their own at /pages/{slug}.
    ['ownerA', 'pages', 'fixture-page-1', 'refused'],
    ['memberA', 'pages', 'fixture-page-1', 'refused'],
    ['anon', 'pages', 'some-page', 'refused'],
  ] as const)('%s uploads to %s/%s: %s', async (actor, bucket, name, expected) => {
    expect(await upload(actor, bucket, name)).toBe(expected);
  });
});

describe('once the objects exist', () => {
  // Public buckets serve files by URL outside RLS; listing them (a SELECT on storage.objects) is
  // for the workspace's members only, so nobody can enumerate every workspace's logos and images.
  test('reads and removals follow the workspace; public buckets are listed by their members only', async () => {
    await db.admin.query(
      `insert into storage.objects (bucket_id, name) values ('logos', $1), ('attachments', $2), ('exports', $3), ('images', $4)`,
      [logo, attachment, exported, image],
    );
    const cases: [Actor, string, string, 'allowed' | 'refused', 'allowed' | 'refused'][] = [
      ['anon', 'logos', logo, 'refused', 'refused'],
      ['memberB', 'logos', logo, 'refused', 'refused'],
      ['memberA', 'logos', logo, 'allowed', 'refused'],
      ['adminA', 'logos', logo, 'allowed', 'allowed'],
      ['anon', 'attachments', attachment, 'refused', 'refused'],
      ['ownerB', 'attachments', attachment, 'refused', 'refused'],
      ['memberA', 'attachments', attachment, 'allowed', 'allowed'],
      ['stranger', 'exports', exported, 'refused', 'refused'],
      ['adminA', 'exports', exported, 'allowed', 'allowed'],
      ['anon', 'images', image, 'refused', 'refused'],
      ['memberB', 'images', image, 'refused', 'refused'],
      ['memberA', 'images', image, 'allowed', 'allowed'],
    ];
    for (const [actor, bucket, name, read, del] of cases) {
      expect([actor, bucket, await visible(actor, bucket, name), await remove(actor, bucket, name)]).toEqual([
        actor,
        bucket,
        read,
        del,
      ]);
    }
  });
});

test('a member cannot replace the logo an admin uploaded', async () => {
  const name = `${A.id}/logo-replaced.png`;
  await db.admin.query(`insert into storage.objects (bucket_id, name) values ('logos', $1)`, [name]);
  const replaced = (actor: Actor) =>
    db.attempt(
      actor,
      async (c) =>
        (
          await c.query(
            `update storage.objects set metadata = '{"mimetype":"image/png"}' where bucket_id = 'logos' and name = $1`,
            [name],
          )
        ).rowCount,
    );
  expect(await replaced('memberA')).toBe(0);
  expect(await replaced('adminA')).toBe(1);
});
