import { expect, test } from 'vitest';
import { restFetch, signedInClient } from './rest-clients.ts';

/**
 * Reads share a few database connections, several requests' statements in flight on one at once
 * (db/pipeline.ts). Each must still get its own answer, under its own identity: many concurrent
 * reads, of different rows, by different users, some failing when Postgres parses or runs them,
 * the same failing statements as successful ones in flight beside them.
 */
test('concurrent reads each get their own rows, identity and errors', async () => {
  const [first, ...others] = await Promise.all(Array.from({ length: 6 }, () => signedInClient()));
  if (!first) throw new Error('no user');
  const users = [first, ...others];
  const titles = new Map<number, string>();
  const { data } = await first.client.from('books').select('id,title').order('id');
  for (const book of data ?? []) titles.set(book.id, book.title);
  expect(titles.size).toBe(6);

  const rounds = Array.from({ length: 4 }, (_, round) =>
    [...titles].flatMap(([id, title], index) => {
      const user = users[(index + round) % users.length] ?? first;
      return [
        async () => {
          const response = await restFetch(`/books?select=id,title&id=eq.${id}`, { token: user.token });
          expect({ status: response.status, body: await response.json() }).toEqual({
            status: 200,
            body: [{ id, title }],
          });
        },
        async () => {
          const { data, error } = await user.client.rpc('whoami', undefined, { get: true });
          expect(error).toBeNull();
          expect(data).toEqual({ role: 'authenticated', uid: user.userId });
        },
        // Refused when run (the value is no bigint), the same statement as the reads above.
        async () => {
          const response = await restFetch('/books?select=id,title&id=eq.x', { token: user.token });
          expect(response.status).toBe(400);
          expect((await response.json()).code).toBe('22P02');
        },
        // Refused when parsed (no such type), a statement that fails every time.
        async () => {
          const response = await restFetch(`/books?select=id::no_such_type&id=eq.${id}`);
          expect(response.status).toBe(400);
          expect((await response.json()).code).toBe('42704');
        },
      ];
    }),
  );
  await Promise.all(rounds.flat().map((request) => request()));
});
