/**
 * A PostgREST query as supabase-js builds it: every filter returns the builder, and awaiting it
 * gives `answer()` as the data. Read `answer` when awaited, so a test can change what the
 * database says between polls. For a `vi.mock('@/lib/supabase.ts', …)` factory.
 */
export function fakePostgrestQuery(answer: () => unknown) {
  const builder = {
    select: () => builder,
    update: () => builder,
    eq: () => builder,
    order: () => builder,
    range: () => builder,
    maybeSingle: () => builder,
    single: () => builder,
    // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
    then: (resolve: (result: unknown) => unknown) =>
      Promise.resolve({ data: answer(), error: null, status: 200 }).then(resolve),
  };
  return builder;
}

/** A write a test's table received: what it did, with which values, to which `id`. */
export type FakeWrite = { op: 'insert' | 'update' | 'delete'; payload?: unknown; id?: string };

type FakeTable = {
  /** What a read answers, read when awaited. */
  rows: () => unknown;
  /** Every write, in order. */
  writes: FakeWrite[];
  /** An insert refused as PostgREST says it (a unique violation, a refusal's code), or null. */
  insertError: () => { code: string; message: string } | null;
};

/**
 * A table that reads `rows()` and records each write (insert, update, delete, by `eq('id', …)`).
 * A write answers a count of one; an insert also its new row's id (`inserted-<n>`), as
 * `insert(…).select('id')` gets it.
 */
export function fakeWritableTable({ rows, writes, insertError }: FakeTable) {
  let write: FakeWrite | null = null;
  const builder = {
    select: () => builder,
    order: () => builder,
    single: () => builder,
    insert: (payload: unknown) => {
      write = { op: 'insert', payload };
      return builder;
    },
    update: (payload: unknown) => {
      write = { op: 'update', payload };
      return builder;
    },
    delete: () => {
      write = { op: 'delete' };
      return builder;
    },
    eq: (column: string, value: string) => {
      if (write && column === 'id') write.id = value;
      return builder;
    },
    // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
    then: (resolve: (result: unknown) => unknown) => {
      if (!write) return Promise.resolve({ data: rows(), error: null, status: 200 }).then(resolve);
      writes.push(write);
      const error = write.op === 'insert' ? insertError() : null;
      const answer = error
        ? { data: null, error, status: 400 }
        : write.op === 'insert'
          ? { data: { id: `inserted-${writes.length}` }, count: 1, error: null, status: 201 }
          : { data: null, count: 1, error: null, status: 204 };
      return Promise.resolve(answer).then(resolve);
    },
  };
  return builder;
}

/** PostgREST's `max-rows`: no answer holds more, whatever the query asks. */
export const API_MAX_ROWS = 1000;

/**
 * A table read as the API reads it: `eq` filters, `order` sorts (each call a further key), `range`
 * takes a slice, `maybeSingle` answers the first row or null, and no answer holds more than
 * API_MAX_ROWS, so a read without steps misses rows.
 * `reads` counts the requests made.
 */
export function fakeCappedTable<Row extends Record<string, unknown>>(all: Row[]) {
  const table = { reads: 0, query };
  function query() {
    let rows = [...all];
    const keys: { column: string; ascending: boolean }[] = [];
    let slice: [number, number] | null = null;
    let single = false;
    const builder = {
      maybeSingle: () => {
        single = true;
        return builder;
      },
      select: () => builder,
      eq: (column: string, value: unknown) => {
        rows = rows.filter((row) => row[column] === value);
        return builder;
      },
      order: (column: string, options?: { ascending?: boolean }) => {
        keys.push({ column, ascending: options?.ascending ?? true });
        return builder;
      },
      range: (from: number, to: number) => {
        slice = [from, to];
        return builder;
      },
      // biome-ignore lint/suspicious/noThenProperty: PostgREST builders are thenables.
      then: (resolve: (result: unknown) => unknown) => {
        table.reads += 1;
        const sorted = rows.sort((a, b) => {
          for (const { column, ascending } of keys) {
            const order = String(a[column]).localeCompare(String(b[column]));
            if (order !== 0) return ascending ? order : -order;
          }
          return 0;
        });
        const [from, to] = slice ?? [0, sorted.length - 1];
        const data = sorted.slice(from, Math.min(to + 1, from + API_MAX_ROWS));
        return Promise.resolve({ data: single ? (data[0] ?? null) : data, error: null, status: 200 }).then(
          resolve,
        );
      },
    };
    return builder;
  }
  return table;
}
