import { expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';
import { cellTokens, docTable } from './testing/permissions-doc.ts';

/** The functions table of docs/permissions.md against the database's grants. */
const db = testDatabase();

test('every function in public is callable by exactly the roles the doc lists', async () => {
  const { rows } = await db.admin.query<{ name: string; roles: string[]; definer: boolean }>(`
    select p.proname as name, p.prosecdef as definer,
           array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                 where has_function_privilege(r, p.oid, 'execute') order by 1) as roles
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' order by 1`);
  const documented = docTable('functions').map(([name, callable, security]) => ({
    name: name as string,
    definer: security === 'definer',
    roles: cellTokens(callable as string).sort(),
  }));
  expect(rows).toEqual(documented.sort((a, b) => a.name.localeCompare(b.name)));
});
