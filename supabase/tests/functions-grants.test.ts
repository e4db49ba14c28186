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

test('an entry point the doc marks "definer body in private" calls a definer function of the same signature there, with the same grants', async () => {
  const { rows } = await db.admin.query<{ name: string; roles: string[]; same_arguments: boolean }>(`
    select body.proname as name,
           pg_get_function_identity_arguments(body.oid) = pg_get_function_identity_arguments(entry.oid)
             and pg_get_function_result(body.oid) = pg_get_function_result(entry.oid) as same_arguments,
           array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                 where has_function_privilege(r, body.oid, 'execute') order by 1) as roles
    from pg_proc body
    join pg_namespace bn on bn.oid = body.pronamespace and bn.nspname = 'private'
    join pg_proc entry on entry.proname = body.proname
    join pg_namespace en on en.oid = entry.pronamespace and en.nspname = 'public'
    where body.prosecdef and not entry.prosecdef
    order by 1`);
  const documented = docTable('functions')
    .filter(([, , security]) => (security as string).includes('definer body in private'))
    .map(([name, callable]) => ({
      name: name as string,
      same_arguments: true,
      roles: cellTokens(callable as string).sort(),
    }));
  expect(documented).toHaveLength(40);
  expect(rows).toEqual(documented.sort((a, b) => a.name.localeCompare(b.name)));
});
