import { describe, expect, it } from 'vitest';
import {
  either,
  flag,
  isoDay,
  oneOf,
  orDefault,
  searchParams,
  text,
  uuid,
  wholeNumber,
} from './search-params.ts';

describe('reading a route’s search', () => {
  const search = searchParams({
    q: text(10, { trim: true }),
    sort: oneOf(['name', 'created']),
    page: orDefault(wholeNumber(1, 100), 1),
    day: isoDay(),
    client: either(oneOf(['own']), uuid()),
    add: flag(),
  });

  it('keeps what it can read', () => {
    expect(
      search.parse({
        q: '  spring ',
        sort: 'name',
        page: '3',
        day: '2028-02-29',
        client: '0B7E1A52-3C4D-4E5F-8A9B-1C2D3E4F5A6B',
        add: true,
      }),
    ).toEqual({
      q: 'spring',
      sort: 'name',
      page: 3,
      day: '2028-02-29',
      client: '0B7E1A52-3C4D-4E5F-8A9B-1C2D3E4F5A6B',
      add: true,
    });
    expect(search.parse({ q: 2026, client: 'own', page: 7 })).toEqual({ q: '2026', client: 'own', page: 7 });
  });

  it('drops what nobody could have chosen, and fills in the defaults', () => {
    expect(
      search.parse({
        q: 'x'.repeat(11),
        sort: 'size',
        page: '-4',
        day: '2026-02-30',
        client: 'mine',
        add: 'yes',
        other: 'kept out',
      }),
    ).toEqual({ page: 1 });
    // Each field is there, undefined when unread: the router lays the result over the raw search.
    expect(Object.entries(search.parse({ sort: 'size' }))).toContainEqual(['sort', undefined]);
    expect(search.parse({ page: '2.5' })).toEqual({ page: 1 });
    expect(search.parse({ page: '' })).toEqual({ page: 1 });
    expect(search.parse(undefined)).toEqual({ page: 1 });
  });
});
