import { describe, expect, test } from 'vitest';
import { testDatabase } from './testing/database.ts';
import { type FunctionDefinition, raisesOf, refusalProblems } from './testing/refusal-raises.ts';

/**
 * Issue 20, item 1: every refusal a database function raises is a code of the catalog
 * (supabase/functions/_shared/refusals/codes.ts) with the SQLSTATE sqlStateOf gives it, so PostgREST
 * answers the catalog's status and every caller reads one code.
 */
const db = testDatabase();

test('every raise in every current function body is a catalog code with its SQLSTATE', async () => {
  const { rows } = await db.admin.query<FunctionDefinition>(`
    select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
           pg_get_functiondef(p.oid) as definition
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private')
      and p.prokind in ('f', 'p')
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
  // The functions that refuse are many; finding none would mean the reading is broken.
  expect(rows.flatMap((r) => raisesOf(r.definition)).length).toBeGreaterThan(50);
  expect(refusalProblems(rows)).toEqual([]);
});

describe('the reading of a body', () => {
  const fn = (body: string, name = 'private.f()') => ({
    name,
    definition: `CREATE OR REPLACE FUNCTION ${name}\n LANGUAGE plpgsql\nAS $function$\nbegin\n${body}\nend;\n$function$`,
  });
  const problems = (...definitions: FunctionDefinition[]) =>
    refusalProblems(definitions).map((p) => `${p.function}: ${p.problem}`);

  test('a catalog code with its SQLSTATE passes, detail and all; notices and re-raises are not refusals', () => {
    expect(
      problems(
        fn(`
  raise exception 'campaign_not_found' using errcode = 'PT404';
  raise exception 'owner_only' using errcode = '42501',
    detail = 'Only the owner can; not you.';
  raise notice 'almost % done', 90;
  raise;`),
      ),
    ).toEqual([]);
  });

  test('a sentence, a wrong SQLSTATE, a formatted message or no errcode is named with its function', () => {
    expect(
      problems(
        fn(`raise exception 'campaign not found' using errcode = '42501';`, 'public.a(uuid)'),
        fn(`raise exception 'campaign_not_found' using errcode = '42501';`, 'public.b()'),
        fn(
          `raise exception '% belongs to % campaigns only', tg_table_name, tg_argv[0] using errcode = '23514';`,
          'private.c()',
        ),
        fn(`raise exception 'invalid_argument';`, 'private.d()'),
        fn(`raise exception using message = 'invalid_argument';`, 'private.e()'),
      ),
    ).toEqual([
      "public.a(uuid): 'campaign not found' is not in the refusal catalog",
      'public.b(): campaign_not_found is raised with errcode 42501, not PT404',
      'private.c(): the message is formatted: raise the code itself and put the values in detail',
      'private.d(): no errcode',
      "private.e(): not `raise exception '<code>' using errcode = '<sqlstate>'`",
    ]);
  });

  test('a "raise" inside a string or a comment is not a statement', () => {
    expect(
      raisesOf(fn(`-- raise exception 'nope';\n  perform 'raise exception ''no'';';`).definition),
    ).toEqual([]);
  });

  test('a code chosen at run time passes only when every result of its case is a catalog code of that SQLSTATE', () => {
    const mapping = (otherwise: string) => ({
      name: 'private.refusal_of(text)',
      definition: `CREATE OR REPLACE FUNCTION private.refusal_of(item text)\n LANGUAGE sql\nAS $function$\n  select case item when 'subject' then 'subject_required' ${otherwise} end\n$function$`,
    });
    const ship = fn(
      `raise exception '%', private.refusal_of(failing.item) using errcode = 'PT422', detail = 'x';`,
    );
    expect(problems(ship, mapping(`else 'sender_required'`))).toEqual([]);
    expect(problems(ship, mapping('else item'))).toEqual([
      'private.f(): private.refusal_of is not a case whose results are all literal codes',
    ]);
    expect(problems(ship, mapping(`else 'no_payment'`))).toEqual([
      'private.f(): no_payment is raised with errcode PT422, not PT409',
    ]);
    expect(
      problems(
        fn(
          `raise exception '%', case when p then 'campaign_not_found' else 'page not found' end using errcode = 'PT404';`,
        ),
      ),
    ).toEqual(["private.f(): 'page not found' is not in the refusal catalog"]);
  });

  test("PostgREST's own response (raise sqlstate 'PGRST') answers the catalog status of its code", () => {
    const pgrst = (status: number) =>
      fn(`raise sqlstate 'PGRST' using
    message = json_build_object('code', 'rate_limited', 'message', 'Too many.')::text,
    detail = json_build_object('status', ${status})::text;`);
    expect(problems(pgrst(429))).toEqual([]);
    expect(problems(pgrst(403))).toEqual(['private.f(): rate_limited answers 429, not 403']);
  });
});
