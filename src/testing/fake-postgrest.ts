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
