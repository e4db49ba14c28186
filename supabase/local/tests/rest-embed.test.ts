import { describe, expect, test } from 'vitest';
import { anonClient } from './testing.ts';

const db = anonClient();

describe('embedding through foreign keys', () => {
  test('to-one by column hint, to-many, and many-to-many through a junction table', async () => {
    const { data, error } = await db
      .from('books')
      .select('title, author:authors!author_id(name), tags(name)')
      .eq('id', 2)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'The Left Hand of Darkness',
      author: { name: 'Ursula K. Le Guin' },
      tags: [{ name: 'classic' }, { name: 'award-winner' }],
    });
  });

  test('to-many with order and limit on the embedded resource', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!books_author_id_fkey(title)')
      .eq('id', 1)
      .order('title', { referencedTable: 'books', ascending: false })
      .limit(2, { referencedTable: 'books' })
      .single();
    expect(data).toEqual({
      name: 'Ursula K. Le Guin',
      books: [{ title: 'The Left Hand of Darkness' }, { title: 'The Dispossessed' }],
    });
  });

  test('an author without books has an empty list, and a missing one-to-one is null', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title), author_profiles(website)')
      .eq('id', 4)
      .single();
    expect(data).toEqual({ name: 'Stanisław Lem', books: [], author_profiles: null });
  });

  test('nested embeddings', async () => {
    const { data } = await db
      .from('tags')
      .select('name, books(title, author:authors!author_id(name, author_profiles(website)))')
      .eq('name', 'short')
      .single();
    expect(data).toEqual({
      name: 'short',
      books: [
        {
          title: 'Stories of Your Life and Others',
          author: { name: 'Ted Chiang', author_profiles: { website: 'https://example.com/chiang' } },
        },
      ],
    });
  });

  test('filters on an embedded resource narrow the embedding, !inner narrows the parents', async () => {
    const left = await db
      .from('authors')
      .select('id, books!author_id(title)')
      .ilike('books.title', '%kindred%')
      .order('id');
    expect(left.data).toEqual([
      { id: 1, books: [] },
      { id: 2, books: [{ title: 'Kindred' }] },
      { id: 3, books: [] },
      { id: 4, books: [] },
    ]);
    const inner = await db
      .from('authors')
      .select('id, books!author_id!inner(title)')
      .ilike('books.title', '%kindred%');
    expect(inner.data).toEqual([{ id: 2, books: [{ title: 'Kindred' }] }]);
  });

  test('or on an embedded resource, and null filters on embeddings', async () => {
    const { data } = await db
      .from('authors')
      .select('id, books!author_id(id)')
      .or('id.eq.1,id.eq.5', { referencedTable: 'books' })
      .eq('id', 1)
      .single();
    expect(data).toEqual({ id: 1, books: [{ id: 1 }] });
    const withoutProfile = await db
      .from('authors')
      .select('id, author_profiles(website)')
      .is('author_profiles', null)
      .order('id');
    expect(withoutProfile.data?.map((row) => row.id)).toEqual([2, 4]);
  });

  test('an embedding used only to filter adds no key', async () => {
    const { data } = await db.from('books').select('id, tags!inner()').eq('tags.name', 'short');
    expect(data).toEqual([{ id: 6 }]);
  });

  test('count of an embedded resource', async () => {
    const { data } = await db.from('authors').select('name, books!author_id(count)').lte('id', 2).order('id');
    expect(data).toEqual([
      { name: 'Ursula K. Le Guin', books: [{ count: 3 }] },
      { name: 'Octavia E. Butler', books: [{ count: 2 }] },
    ]);
  });

  test('spread of a to-one embedding', async () => {
    const { data } = await db
      .from('books')
      .select('title, ...authors!author_id(author_name:name)')
      .eq('id', 4)
      .single();
    expect(data).toEqual({ title: 'Kindred', author_name: 'Octavia E. Butler' });
  });

  test('spread of a to-many embedding makes each column a list (PostgREST 13)', async () => {
    const { data } = await db
      .from('authors')
      .select('name, ...books!author_id(title, id)')
      .eq('id', 2)
      .order('id', { referencedTable: 'books' })
      .single();
    expect(data).toEqual({
      name: 'Octavia E. Butler',
      title: ['Kindred', 'Parable of the Sower'],
      id: [4, 5],
    });
    const none = await db.from('authors').select('name, ...books!author_id(title)').eq('id', 4).single();
    expect(none.data).toEqual({ name: 'Stanisław Lem', title: [] });
  });

  test('the same key twice is refused as PostgREST refuses it (42712)', async () => {
    const { error, status } = await db
      .from('books')
      .select('authors!books_author_id_fkey(name), authors!books_editor_id_fkey(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42712' });
  });

  test('a self reference: the table name embeds the children, the column the parent', async () => {
    const { data, error } = await db
      .from('series')
      .select('name, series(name), continues_id(name)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Earthsea', series: [{ name: 'Tehanu' }, { name: 'Tales' }], continues_id: null },
      { name: 'Tehanu', series: [], continues_id: { name: 'Earthsea' } },
    ]);
  });

  test('a computed relationship: a function of the row embeds its result', async () => {
    const { data, error } = await db.from('series').select('name, sequels(name)').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Earthsea', sequels: [{ name: 'Tehanu' }, { name: 'Tales' }] });
  });

  test('a computed field: a function of the row selected like a column', async () => {
    const { data, error } = await db.from('series').select('name, shelf_label').eq('id', 2).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Tehanu', shelf_label: 'TEHANU #2' });
  });

  test('embedding to or from a view is refused as not implemented (PGRST127)', async () => {
    const { error, status } = await db.from('book_listing').select('title, authors(name)');
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST127',
      message: 'Feature not implemented',
      details: 'Embedding to or from a view is not supported by the local gateway.',
      hint: null,
    });
  });

  test('two foreign keys to one table are ambiguous: PGRST201 with status 300', async () => {
    const { error, status } = await db.from('books').select('title, authors(name)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.hint).toContain("'authors!books_author_id_fkey'");
    expect(error?.details).toHaveLength(2);
  });

  test('the editor relationship chosen by constraint name', async () => {
    const { data } = await db
      .from('books')
      .select('editor:authors!books_editor_id_fkey(name)')
      .eq('id', 1)
      .single();
    expect(data).toEqual({ editor: { name: 'Octavia E. Butler' } });
  });

  test('no relationship is PGRST200 with status 400', async () => {
    const { error, status } = await db.from('tags').select('authors(name)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'tags' and 'authors' in the schema cache",
    });
  });

  test('a filter on a resource that is not embedded is PGRST108', async () => {
    const { error } = await db.from('authors').select('name').eq('books.title', 'Kindred');
    expect(error?.code).toBe('PGRST108');
  });
});
