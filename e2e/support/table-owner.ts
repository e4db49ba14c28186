import pg from 'pg';

/**
 * The stack's database as `postgres`, the tables' owner (E2E_DB_URL, set by app-under-test): how
 * journeys and screenshot scripts arrange rows a user could not write and read what the database
 * holds past row-level security. The service role key is no way to do it: it carries only the
 * grants the edge functions use (docs/permissions.md). One pool per process, which lets the
 * process exit once idle.
 */
let pool: pg.Pool | undefined;

function owner(): pg.Pool {
  const connectionString = process.env.E2E_DB_URL;
  if (!connectionString) throw new Error('E2E_DB_URL is not set: run through `npm run test:e2e`');
  if (!pool) {
    pool = new pg.Pool({ connectionString, max: 2, allowExitOnIdle: true });
    // An idle connection ended by the stack stopping (screenshot scripts stop theirs before they
    // exit) is no failure; a query's own error still rejects that query.
    pool.on('error', () => {});
  }
  return pool;
}

/** One statement as the tables' owner; answers its rows. */
export async function tableOwnerSql<Row = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const { rows } = await owner().query(sql, params);
  return rows as Row[];
}

/** The statement's rows once `done` holds for them, asked again every 250 ms for up to a minute. */
export async function untilRows<Row = Record<string, unknown>>(
  sql: string,
  params: unknown[],
  done: (rows: Row[]) => boolean,
  what: string,
): Promise<Row[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const rows = await tableOwnerSql<Row>(sql, params);
    if (done(rows)) return rows;
    await new Promise((retry) => setTimeout(retry, 250));
  }
  throw new Error(`waited a minute for ${what}`);
}

const column = (name: string) => pg.escapeIdentifier(name);
const table = (name: string) => `public.${pg.escapeIdentifier(name)}`;

/** `col = $n and …` for equality filters (null matches null), numbered after `offset` parameters. */
function where(filter: Record<string, unknown>, offset: number): string {
  const names = Object.keys(filter);
  if (names.length === 0) return 'true';
  return names
    .map((name, index) => `${column(name)} is not distinct from $${offset + index + 1}`)
    .join(' and ');
}

/**
 * Inserts rows into a public table, their values as PostgREST would take them (JSON into the
 * columns' types: jsonb, arrays, enums); answers the inserted rows. Columns no row names keep
 * their defaults.
 */
export async function insertRows<Row = Record<string, unknown>>(
  name: string,
  rows: object | object[],
): Promise<Row[]> {
  const list = Array.isArray(rows) ? rows : [rows];
  const columns = [...new Set(list.flatMap((row) => Object.keys(row)))].map(column).join(', ');
  return tableOwnerSql<Row>(
    `insert into ${table(name)} (${columns})
     select ${columns} from json_populate_recordset(null::${table(name)}, $1::json)
     returning *`,
    [JSON.stringify(list)],
  );
}

/** Updates the rows of a public table matching `filter` (equality on each column); answers them. */
export async function updateRows<Row = Record<string, unknown>>(
  name: string,
  fields: object,
  filter: Record<string, unknown>,
): Promise<Row[]> {
  const columns = Object.keys(fields).map(column).join(', ');
  return tableOwnerSql<Row>(
    `update ${table(name)} set (${columns}) =
       (select ${columns} from json_populate_record(null::${table(name)}, $1::json))
     where ${where(filter, 1)}
     returning *`,
    [JSON.stringify(fields), ...Object.values(filter)],
  );
}

/**
 * How many rows of a public table match `filter` (equality on each column): what the database
 * holds, for journeys that check a screen's figures while other journeys add data.
 */
export async function countRows(name: string, filter: Record<string, unknown>): Promise<number> {
  const [row] = await tableOwnerSql<{ count: number }>(
    `select count(*)::int as count from ${table(name)} where ${where(filter, 0)}`,
    Object.values(filter),
  );
  return row?.count ?? 0;
}

/**
 * Calls a public function with named arguments, as PostgREST's `rpc/` does (the arguments' JSON
 * types left to the function's signature); answers what it returns.
 */
export async function callFunction<Result = unknown>(
  name: string,
  args: Record<string, unknown>,
): Promise<Result> {
  const named = Object.keys(args).map((arg, index) => `${column(arg)} => $${index + 1}`);
  const [row] = await tableOwnerSql<{ result: Result }>(
    `select public.${pg.escapeIdentifier(name)}(${named.join(', ')}) as result`,
    Object.values(args).map((value) =>
      value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
    ),
  );
  return row?.result as Result;
}
