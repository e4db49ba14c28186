import { describe, expect, test } from 'vitest';
import { restFetch } from './rest-clients.ts';
import { anonClient } from './testing.ts';

const db = anonClient();

describe('select', () => {
  test('column lists, aliases, casts and JSON paths', async () => {
    const { data, error, status } = await db
      .from('authors')
      .select('id,writer:name,born::text,country:bio->>country,hugos:bio->awards->hugo')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      { id: 1, writer: 'Ursula K. Le Guin', born: '1929-10-21', country: 'US', hugos: 5 },
    ]);
  });

  test('Postgres serializes types as PostgREST does', async () => {
    const { data } = await db.from('books').select('price,published_at,genres,details').eq('id', 1).single();
    expect(data).toEqual({
      price: 9.99,
      published_at: '1968-11-01T00:00:00+00:00',
      genres: ['fantasy', 'coming-of-age'],
      details: { pages: 183 },
    });
  });

  test('a select of unknown columns is Postgres error 42703 with status 400', async () => {
    const { error, status } = await db.from('books').select('nope');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column books.nope does not exist' });
  });
});

describe('filters', () => {
  const ids = async (build: (query: ReturnType<typeof books>) => ReturnType<typeof books>) => {
    const { data, error } = await build(books()).order('id');
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.id);
  };
  const books = () => db.from('books').select('id');

  test.each([
    ['eq', (q: ReturnType<typeof books>) => q.eq('author_id', 2), [4, 5]],
    ['neq', (q: ReturnType<typeof books>) => q.neq('author_id', 1), [4, 5, 6]],
    ['gt', (q: ReturnType<typeof books>) => q.gt('price', 12.5), [3, 6]],
    ['gte', (q: ReturnType<typeof books>) => q.gte('price', 12.5), [2, 3, 6]],
    ['lt', (q: ReturnType<typeof books>) => q.lt('price', 11.25), [1]],
    ['lte', (q: ReturnType<typeof books>) => q.lte('price', 11.25), [1, 4]],
    ['like', (q: ReturnType<typeof books>) => q.like('title', '%Dark%'), [2]],
    ['ilike', (q: ReturnType<typeof books>) => q.ilike('title', '%the%'), [2, 3, 5, 6]],
    ['is null', (q: ReturnType<typeof books>) => q.is('editor_id', null), [2, 5]],
    ['in', (q: ReturnType<typeof books>) => q.in('id', [1, 3, 99]), [1, 3]],
    ['in with commas', (q: ReturnType<typeof books>) => q.in('title', ['Kindred', 'A, B']), [4]],
    ['contains', (q: ReturnType<typeof books>) => q.contains('genres', ['science-fiction', 'utopia']), [3]],
    [
      'contained by',
      (q: ReturnType<typeof books>) => q.containedBy('genres', ['fantasy', 'coming-of-age', 'x']),
      [1],
    ],
    ['overlaps', (q: ReturnType<typeof books>) => q.overlaps('genres', ['utopia', 'dystopia']), [3, 5]],
    ['jsonb contains', (q: ReturnType<typeof books>) => q.contains('details', { pages: 304 }), [2]],
    ['JSON path', (q: ReturnType<typeof books>) => q.gt('details->pages', 300), [2, 3, 5]],
    [
      'fts on tsvector',
      (q: ReturnType<typeof books>) => q.textSearch('title_search', 'darkness', { config: 'english' }),
      [2],
    ],
    [
      'websearch fts on text',
      (q: ReturnType<typeof books>) =>
        q.textSearch('title', '"left hand"', { type: 'websearch', config: 'english' }),
      [2],
    ],
    [
      'plain fts',
      (q: ReturnType<typeof books>) => q.textSearch('title', 'sower parable', { type: 'plain' }),
      [5],
    ],
    [
      'phrase fts',
      (q: ReturnType<typeof books>) => q.textSearch('title', 'your life', { type: 'phrase' }),
      [6],
    ],
    ['not', (q: ReturnType<typeof books>) => q.not('editor_id', 'is', null).not('id', 'in', '(1,3)'), [4, 6]],
    ['or', (q: ReturnType<typeof books>) => q.or('price.gt.15,title.eq.Kindred'), [4, 6]],
    [
      'or with nested and',
      (q: ReturnType<typeof books>) => q.or('id.eq.1,and(author_id.eq.2,price.is.null)'),
      [1, 5],
    ],
    ['match', (q: ReturnType<typeof books>) => q.match({ author_id: 1, editor_id: 3 }), [3]],
    ['filter', (q: ReturnType<typeof books>) => q.filter('title', 'imatch', '^the'), [2, 3]],
    ['like any', (q: ReturnType<typeof books>) => q.likeAnyOf('title', ['Kin%', '%Sower']), [4, 5]],
  ])('%s', async (_name, build, expected) => {
    expect(await ids(build)).toEqual(expected);
  });

  test.each([
    // nxr (&<): does not extend to the right of [6,9); nxl (&>): does not extend to the left of it.
    ['nxr', 'rangeLte' as const, [1]],
    ['nxl', 'rangeGte' as const, [3, 4]],
    ['sl', 'rangeLt' as const, [1]],
    ['sr', 'rangeGt' as const, [4]],
    ['adj', 'rangeAdjacent' as const, []],
  ])('range operator %s', async (_operator, method, expected) => {
    const { data, error } = await db.from('bookings').select('id')[method]('nights', '[6,9)').order('id');
    expect(error).toBeNull();
    expect((data ?? []).map((row) => row.id)).toEqual(expected);
  });

  test('a malformed filter is PGRST100 with status 400', async () => {
    const { error, status } = await db.from('books').select('id').filter('id', 'between', '1');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });
});

describe('order and paging', () => {
  test('order with nulls, limit and range', async () => {
    const { data } = await db
      .from('books')
      .select('id,price')
      .order('price', { ascending: false, nullsFirst: true })
      .range(0, 2);
    expect(data).toEqual([
      { id: 5, price: null },
      { id: 6, price: 15.75 },
      { id: 3, price: 14.0 },
    ]);
  });

  test('order by a JSON path and several columns', async () => {
    const { data } = await db
      .from('books')
      .select('id')
      .order('author_id')
      .order('details->pages', { ascending: false });
    expect(data?.map((row) => row.id)).toEqual([3, 2, 1, 5, 4, 6]);
  });

  test('count exact with a page answers 206 and Content-Range', async () => {
    const { data, count, status } = await db
      .from('books')
      .select('id', { count: 'exact' })
      .order('id')
      .range(2, 3);
    expect(status).toBe(206);
    expect(count).toBe(6);
    expect(data).toEqual([{ id: 3 }, { id: 4 }]);
  });

  test('planned and estimated counts', async () => {
    const planned = await db.from('books').select('id', { count: 'planned', head: true });
    expect(planned.error).toBeNull();
    expect(planned.count).toBeGreaterThanOrEqual(1);
    const estimated = await db.from('books').select('id', { count: 'estimated', head: true });
    expect(estimated.count).toBe(6);
  });

  test('HEAD with count returns no rows', async () => {
    const { data, count, status } = await db
      .from('books')
      .select('*', { count: 'exact', head: true })
      .eq('author_id', 1);
    expect(status).toBe(200);
    expect(count).toBe(3);
    expect(data).toBeNull();
  });

  test('Range header and an offset past the end', async () => {
    const ranged = await restFetch('/books?select=id&order=id', {
      headers: { Range: '1-2', 'Range-Unit': 'items' },
    });
    expect(ranged.headers.get('content-range')).toBe('1-2/*');
    expect(await ranged.json()).toEqual([{ id: 2 }, { id: 3 }]);
    const past = await restFetch('/books?select=id&offset=50', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(await past.json()).toMatchObject({ code: 'PGRST103' });
  });
});

describe('single and maybeSingle', () => {
  test('single returns an object', async () => {
    const { data, error } = await db.from('authors').select('name').eq('id', 3).single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Ted Chiang' });
  });

  test('single on no rows is PGRST116 with status 406', async () => {
    const { data, error, status } = await db.from('authors').select('name').eq('id', 999).single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  test('single on many rows is PGRST116 too', async () => {
    const { error } = await db.from('authors').select('name').single();
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
  });

  test('maybeSingle returns null on no rows and an error on many', async () => {
    const none = await db.from('authors').select('name').eq('id', 999).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const many = await db.from('authors').select('name').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('media types', () => {
  test('csv', async () => {
    const { data } = await db.from('authors').select('id,name').lte('id', 2).order('id').csv();
    expect(data).toBe('id,name\n1,"Ursula K. Le Guin"\n2,"Octavia E. Butler"');
  });

  test('csv cells as Postgres writes records: quotes around spaces, commas and quotes, doubled quotes', async () => {
    const { data } = await db.from('books').select('id,title,price,genres,details').eq('id', 4).csv();
    expect(data).toBe(
      'id,title,price,genres,details\n4,Kindred,11.25,"{science-fiction,historical}","{""pages"": 264}"',
    );
    const empty = await db.from('books').select('id').eq('id', 999).csv();
    expect(empty.data).toBe('\n');
  });

  test('stripNulls leaves out null values', async () => {
    const { data } = await db.from('books').select('id,editor_id').eq('id', 2).stripNulls();
    expect(data).toEqual([{ id: 2 }]);
  });

  test('an unsupported Accept is PGRST107 with status 406', async () => {
    const response = await restFetch('/authors', { headers: { Accept: 'application/xml' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST107' });
  });
});
