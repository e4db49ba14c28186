import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { signedInClient } from './rest-clients.ts';
import { anonClient, serviceClient } from './testing.ts';

const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

describe('insert', () => {
  test('one row with its representation and embedding, as a signed-in user', async () => {
    const { client } = await signedInClient();
    const title = unique('book');
    const { data, error, status } = await client
      .from('manuscripts')
      .insert({ title, author_id: 3, price: '7.50', genres: ['novella'] })
      .select('title, price, genres, author:authors(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ title, price: 7.5, genres: ['novella'], author: { name: 'Ted Chiang' } });
  });

  test('many rows with columns=, missing keys become null', async () => {
    const { client } = await signedInClient();
    const titles = [unique('many'), unique('many')];
    const { data, error } = await client
      .from('manuscripts')
      .insert([
        { title: titles[0], author_id: 1, price: 1 },
        { title: titles[1], author_id: 2 },
      ])
      .select('title, price');
    expect(error).toBeNull();
    expect(data).toEqual([
      { title: titles[0], price: 1 },
      { title: titles[1], price: null },
    ]);
  });

  test('without select it answers 201 with no body (return=minimal)', async () => {
    const { client } = await signedInClient();
    const result = await client.from('manuscripts').insert({ title: unique('minimal'), author_id: 1 });
    expect(result).toMatchObject({ error: null, data: null, status: 201 });
  });

  test('defaultToNull: false fills missing keys with column defaults', async () => {
    const { client, userId } = await signedInClient();
    const [first, second] = [unique('key'), unique('key')];
    const { data, error } = await client
      .from('settings')
      .insert(
        [
          { key: first, value: 1, note: 'given' },
          { key: second, value: 2 },
        ],
        { defaultToNull: false },
      )
      .select('key, note, updated_by')
      .order('key');
    expect(error).toBeNull();
    expect(data).toEqual(
      [
        { key: first, note: 'given', updated_by: userId },
        { key: second, note: 'from default', updated_by: userId },
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  test('defaultToNull: false evaluates the defaults once for every row, as PostgREST does', async () => {
    // PostgREST lays each row over an object of the defaults, so the identity advances for the
    // row that gives its own id too: the second row's id skips one number.
    const { client } = await signedInClient();
    const first = await client.from('ticket_numbers').insert({ label: 'first' }).select('id').single();
    const start = Number(first.data?.id);
    const { data, error } = await client
      .from('ticket_numbers')
      .insert([{ id: start + 1000, label: 'given' }, { label: 'drawn' }], { defaultToNull: false })
      .select('id, label');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: start + 1000, label: 'given' },
      { id: start + 2, label: 'drawn' },
    ]);
  });

  test('an insert-only table accepts anon writes but not reading them back', async () => {
    const db = anonClient();
    expect((await db.from('guestbook').insert({ message: 'hello' })).status).toBe(201);
    const readBack = await db.from('guestbook').insert({ message: 'hello' }).select();
    expect(readBack.status).toBe(401);
    expect(readBack.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "guestbook"',
    });
  });

  test('the representation returns only the selected columns, so column grants are honoured', async () => {
    // sealed_notes: authenticated may insert and update the secret but select only id, title and
    // author_id. PostgREST's RETURNING names the selected columns (with the key and what embeds
    // join on), never every column, so these writes answer their representation.
    const { client } = await signedInClient();
    const title = unique('sealed');
    const inserted = await client
      .from('sealed_notes')
      .insert({ title, secret: 'hidden', author_id: 3 })
      .select('title, author:authors(name)')
      .single();
    expect(inserted).toMatchObject({ error: null, status: 201 });
    expect(inserted.data).toEqual({ title, author: { name: 'Ted Chiang' } });
    const renamed = `${title}-renamed`;
    const updated = await client
      .from('sealed_notes')
      .update({ title: renamed, secret: 'still hidden' })
      .eq('title', title)
      .select('title');
    expect(updated).toMatchObject({ error: null, status: 200, data: [{ title: renamed }] });
    // The secret itself stays unreadable, in a write's representation as in a read.
    const revealed = await client
      .from('sealed_notes')
      .insert({ title: unique('sealed'), secret: 'hidden' })
      .select('secret');
    expect(revealed.status).toBe(403);
    expect(revealed.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table sealed_notes',
    });
    const everything = await client
      .from('sealed_notes')
      .insert({ title: unique('sealed') })
      .select();
    expect(everything.error?.code).toBe('42501');
  });

  test('a singular insert of two rows is refused with 406 and rolled back', async () => {
    const { client } = await signedInClient();
    const title = unique('rolled-back');
    const { error, status } = await client
      .from('manuscripts')
      .insert([
        { title, author_id: 1 },
        { title, author_id: 2 },
      ])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    expect((await client.from('manuscripts').select('id').eq('title', title)).data).toEqual([]);
  });

  test('an unknown column is PGRST204', async () => {
    const { error, status } = await serviceClient()
      .from('tags')
      .insert({ name: unique('tag'), colour: 'red' });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'tags' in the schema cache",
    });
  });
});

describe('upsert', () => {
  test('merge-duplicates updates on the primary key, ignore-duplicates keeps the row', async () => {
    const { client } = await signedInClient();
    const key = unique('upsert');
    await client.from('settings').insert({ key, value: 1 });
    const merged = await client.from('settings').upsert({ key, value: 2 }).select('key, value').single();
    expect(merged.data).toEqual({ key, value: 2 });
    const ignored = await client
      .from('settings')
      .upsert({ key, value: 3 }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const { data } = await client.from('settings').select('value').eq('key', key).single();
    expect(data).toEqual({ value: 2 });
  });

  test('on_conflict names the unique columns', async () => {
    const service = serviceClient();
    const name = unique('tag');
    const first = await service.from('tags').upsert({ name }, { onConflict: 'name' }).select('id').single();
    const second = await service.from('tags').upsert({ name }, { onConflict: 'name' }).select('id').single();
    expect(second.data?.id).toBe(first.data?.id);
  });
});

describe('update and delete', () => {
  test('without a filter they are refused as safeupdate refuses them on Supabase, and change nothing', async () => {
    const { client } = await signedInClient();
    const title = unique('unfiltered');
    await client.from('manuscripts').insert({ title, author_id: 1 });
    const updated = await client.from('manuscripts').update({ price: 1 });
    expect(updated).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'UPDATE requires a WHERE clause', details: null, hint: null },
    });
    const deleted = await serviceClient().from('manuscripts').delete();
    expect(deleted).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'DELETE requires a WHERE clause' },
    });
    expect((await client.from('manuscripts').select('price').eq('title', title)).data).toEqual([
      { price: null },
    ]);
  });

  test('update with filters returns the changed rows; delete with count', async () => {
    const { client } = await signedInClient();
    const title = unique('change');
    const inserted = await client.from('manuscripts').insert({ title, author_id: 1 }).select('id').single();
    const id = inserted.data?.id;
    const updated = await client
      .from('manuscripts')
      .update({ price: 3.25, details: { signed: true } })
      .eq('id', id)
      .select('price, details');
    expect(updated).toMatchObject({ status: 200, data: [{ price: 3.25, details: { signed: true } }] });
    const minimal = await client.from('manuscripts').update({ price: 4 }).eq('id', id);
    expect(minimal.status).toBe(204);
    const deleted = await client.from('manuscripts').delete({ count: 'exact' }).eq('id', id);
    expect(deleted).toMatchObject({ status: 204, count: 1, error: null });
    const { data } = await client.from('manuscripts').select('id').eq('id', id);
    expect(data).toEqual([]);
  });

  test('anon may not change books: RLS leaves nothing to update', async () => {
    const { data, error } = await anonClient().from('books').update({ price: 0 }).eq('id', 1).select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});

describe('row-level security by owner', () => {
  test('a user reads and changes only their own notes', async () => {
    const alice = await signedInClient();
    const bob = await signedInClient();
    const note = await alice.client.from('private_notes').insert({ body: 'alice only' }).select().single();
    expect(note.data).toMatchObject({ owner_id: alice.userId, body: 'alice only' });
    const noteId = note.data?.id;

    expect((await alice.client.from('private_notes').select('body')).data).toEqual([{ body: 'alice only' }]);
    expect((await bob.client.from('private_notes').select('body')).data).toEqual([]);
    expect((await anonClient().from('private_notes').select('body')).data).toEqual([]);

    const bobEdit = await bob.client
      .from('private_notes')
      .update({ body: 'bob was here' })
      .eq('id', noteId)
      .select();
    expect(bobEdit.data).toEqual([]);
    const bobDelete = await bob.client.from('private_notes').delete().eq('id', noteId).select();
    expect(bobDelete.data).toEqual([]);
    const forged = await bob.client
      .from('private_notes')
      .insert({ body: 'as alice', owner_id: alice.userId });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');

    const { data } = await alice.client.from('private_notes').select('body').eq('id', noteId).single();
    expect(data).toEqual({ body: 'alice only' });
  });
});
