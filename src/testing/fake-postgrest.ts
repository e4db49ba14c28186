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
