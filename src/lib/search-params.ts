import { isUuid } from '@shared/ids.ts';

/**
 * The routes' `validateSearch` without zod (docs/frontend.md, "App weight"): the route tree, with
 * every route's `validateSearch`, is in the entry the home loads, and zod there cost ~24 KiB gzip.
 * Each field reads one parameter of the address and answers `undefined` for anything it cannot
 * read, so a hand-edited or stale link falls back to the default rather than failing the route.
 *
 *   validateSearch: searchParams({ q: text(120), page: wholeNumber(1, 100_000) })
 */
export type SearchField<Value> = (raw: unknown) => Value;

type RequiredFields<Fields> = {
  [Key in keyof Fields as Fields[Key] extends SearchField<infer Value>
    ? undefined extends Value
      ? never
      : Key
    : never]: Fields[Key] extends SearchField<infer Value> ? Value : never;
};
type OptionalFields<Fields> = {
  [Key in keyof Fields as Fields[Key] extends SearchField<infer Value>
    ? undefined extends Value
      ? Key
      : never
    : never]?: Fields[Key] extends SearchField<infer Value> ? Exclude<Value, undefined> : never;
};
type Flatten<T> = { [Key in keyof T]: T[Key] };

/** What a route's search holds once read: fields with a default are always there. */
export type SearchOf<Fields> = Flatten<RequiredFields<Fields> & OptionalFields<Fields>>;

/**
 * A route's `validateSearch` (the router's validator adapter): `parse` reads each field; a link
 * may leave out any field (the input type is the partial search).
 */
export function searchParams<Fields extends Record<string, SearchField<unknown>>>(fields: Fields) {
  return {
    types: undefined as unknown as { input: Partial<SearchOf<Fields>>; output: SearchOf<Fields> },
    parse(search: unknown): SearchOf<Fields> {
      const given = (typeof search === 'object' && search !== null ? search : {}) as Record<string, unknown>;
      // Every field, unread ones as undefined: the router lays this over the address's raw
      // search, so a left-out key would let `?page=-4` through as it was typed.
      const read: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fields)) read[key] = field(given[key]);
      return read as SearchOf<Fields>;
    },
  };
}

/**
 * Text of at most `maximum` characters (after trimming, when `trim`). The router reads `?q=2026`
 * as a number: a search for digits is still text.
 */
export const text =
  (maximum = Number.POSITIVE_INFINITY, { trim = false } = {}): SearchField<string | undefined> =>
  (raw) => {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string') return undefined;
    const read = trim ? value.trim() : value;
    return read.length <= maximum ? read : undefined;
  };

/** One of `values`. */
export const oneOf =
  <const Value extends string>(values: readonly Value[]): SearchField<Value | undefined> =>
  (raw) =>
    values.includes(raw as Value) ? (raw as Value) : undefined;

/** A whole number from `minimum` to `maximum`, given as a number or as its digits. */
export const wholeNumber =
  (minimum: number, maximum: number): SearchField<number | undefined> =>
  (raw) => {
    if (typeof raw !== 'number' && (typeof raw !== 'string' || raw.trim() === '')) return undefined;
    const value = Number(raw);
    return Number.isInteger(value) && value >= minimum && value <= maximum ? value : undefined;
  };

/** `true` or `false` (the router reads `?add=true` as a boolean). */
export const flag = (): SearchField<boolean | undefined> => (raw) =>
  typeof raw === 'boolean' ? raw : undefined;

/** A UUID, in the shape Postgres reads (the rule of `uuidParams`). */
export const uuid = (): SearchField<string | undefined> => (raw) => (isUuid(raw) ? raw : undefined);

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
export const isoDay = (): SearchField<string | undefined> => (raw) => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const day = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw ? raw : undefined;
};

/** `field`, or `fallback` when it reads nothing. */
export const orDefault =
  <Value>(field: SearchField<Value | undefined>, fallback: Value): SearchField<Value> =>
  (raw) =>
    field(raw) ?? fallback;

/** The first of `fields` that reads the value. */
export const either =
  <Value>(...fields: SearchField<Value | undefined>[]): SearchField<Value | undefined> =>
  (raw) => {
    for (const field of fields) {
      const value = field(raw);
      if (value !== undefined) return value;
    }
    return undefined;
  };
