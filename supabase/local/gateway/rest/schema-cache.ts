import type pg from 'pg';

export interface Column {
  name: string;
  /** As format_type prints it: `integer`, `text[]`, `timestamp with time zone`. */
  type: string;
  /** SQL of the column default (identity columns included), or null. */
  defaultSql: string | null;
}

export interface Relation {
  schema: string;
  name: string;
  /** pg_class.relkind: r table, v view, m materialized view, f foreign, p partitioned, c composite type. */
  kind: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Primary key and unique indexes: what makes a to-one relationship and an upsert target. */
  uniqueKeys: string[][];
}

export interface ForeignKey {
  constraint: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returnsSet: boolean;
  /** void, a scalar, or rows (a table type, a composite type or OUT/TABLE columns). */
  returns: { kind: 'void' } | { kind: 'scalar' } | { kind: 'rows'; relation: Relation };
  volatility: 'i' | 's' | 'v';
}

/** A function of one table row returning rows of a table: PostgREST embeds it like a relationship. */
export interface ComputedRelationship {
  schema: string;
  name: string;
  sourceSchema: string;
  sourceTable: string;
  targetSchema: string;
  targetTable: string;
  /** Not SETOF, or `ROWS 1`: embedded as an object rather than a list. */
  singleRow: boolean;
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  computedRelationships: ComputedRelationship[];
  routines: Map<string, Routine[]>;
}

export const cacheKey = (schema: string, name: string) => `${schema}.${name}`;

/** Reads tables, views, keys and functions of the exposed schemas from pg_catalog. */
export async function loadSchemaCache(client: pg.ClientBase, schemas: string[]): Promise<SchemaCache> {
  // One connection runs one query at a time; these four take a few milliseconds together.
  const columns = await client.query(COLUMNS_SQL, [schemas]);
  const keys = await client.query(KEYS_SQL, [schemas]);
  const foreignKeys = await client.query(FOREIGN_KEYS_SQL, [schemas]);
  const routines = await client.query(ROUTINES_SQL, [schemas]);
  const computed = await client.query(COMPUTED_RELATIONSHIPS_SQL, [schemas]);
  const all = new Map<string, Relation>();
  for (const row of columns.rows) {
    const key = cacheKey(row.schema, row.relation);
    let relation = all.get(key);
    if (!relation) {
      relation = {
        schema: row.schema,
        name: row.relation,
        kind: row.kind,
        columns: new Map(),
        primaryKey: [],
        uniqueKeys: [],
      };
      all.set(key, relation);
    }
    if (row.name)
      relation.columns.set(row.name, { name: row.name, type: row.type, defaultSql: row.default_sql });
  }
  for (const row of keys.rows) {
    const relation = all.get(cacheKey(row.schema, row.relation));
    if (!relation) continue;
    if (row.is_primary) relation.primaryKey = row.columns;
    relation.uniqueKeys.push(row.columns);
  }
  const relations = new Map([...all].filter(([, relation]) => relation.kind !== 'c'));
  const byName = new Map<string, Routine[]>();
  for (const row of routines.rows) {
    const routine = toRoutine(row, all);
    if (!isCallable(routine)) continue;
    const key = cacheKey(routine.schema, routine.name);
    byName.set(key, [...(byName.get(key) ?? []), routine]);
  }
  for (const overloads of byName.values()) overloads.sort(byOverloadOrder);
  return {
    relations,
    foreignKeys: foreignKeys.rows.map((row) => ({
      constraint: row.constraint,
      schema: row.schema,
      table: row.relation,
      columns: row.columns,
      refSchema: row.ref_schema,
      refTable: row.ref_relation,
      refColumns: row.ref_columns,
    })),
    routines: byName,
    computedRelationships: computed.rows.map((row) => ({
      schema: row.schema,
      name: row.name,
      sourceSchema: row.source_schema,
      sourceTable: row.source_table,
      targetSchema: row.target_schema,
      targetTable: row.target_table,
      singleRow: row.single_row,
    })),
  };
}

/**
 * PostgREST leaves out functions it cannot call by name: more than one unnamed parameter, or one
 * unnamed parameter of a type other than those a whole request body can be (bytea, json, jsonb,
 * text, xml).
 */
function isCallable(routine: Routine): boolean {
  const unnamed = routine.params.filter((param) => param.name === '');
  if (unnamed.length === 0) return true;
  return unnamed.length === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(unnamed[0]?.type ?? '');
}

/** PostgREST's order of overloads (as its PGRST203 message lists them): fewer parameters first, then by parameter. */
function byOverloadOrder(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  const key = (routine: Routine) => routine.params.map((param) => `${param.name}\u0000${param.type}`);
  const [left, right] = [key(a), key(b)];
  for (let index = 0; index < left.length; index += 1) {
    if (left[index] !== right[index]) return (left[index] ?? '') < (right[index] ?? '') ? -1 : 1;
  }
  return 0;
}

interface RoutineRow {
  schema: string;
  name: string;
  volatility: 'i' | 's' | 'v';
  returns_set: boolean;
  return_type: string;
  return_relation_schema: string | null;
  return_relation: string | null;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  default_count: number;
}

function toRoutine(row: RoutineRow, relations: Map<string, Relation>): Routine {
  const modes = row.arg_modes ?? row.arg_types.map(() => 'i');
  const inputs: RoutineParam[] = [];
  const outputs: Column[] = [];
  row.arg_types.forEach((type, index) => {
    const name = row.arg_names?.[index] ?? '';
    const mode = modes[index];
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ name, type, hasDefault: false, variadic: mode === 'v' });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type, defaultSql: null });
  });
  inputs.slice(inputs.length - row.default_count).forEach((param) => {
    param.hasDefault = true;
  });
  const tableType =
    row.return_relation && row.return_relation_schema
      ? relations.get(cacheKey(row.return_relation_schema, row.return_relation))
      : undefined;
  let returns: Routine['returns'] = { kind: 'scalar' };
  if (row.return_type === 'void') returns = { kind: 'void' };
  else if (tableType) returns = { kind: 'rows', relation: tableType };
  else if (row.return_type === 'record' && outputs.length > 0) {
    const columns = new Map(outputs.map((column) => [column.name, column]));
    returns = {
      kind: 'rows',
      relation: { schema: row.schema, name: row.name, kind: 'c', columns, primaryKey: [], uniqueKeys: [] },
    };
  }
  return {
    schema: row.schema,
    name: row.name,
    params: inputs,
    returnsSet: row.returns_set,
    returns,
    volatility: row.volatility,
  };
}

const COLUMNS_SQL = `
select n.nspname as schema, c.relname as relation, c.relkind as kind, a.attname as name,
       format_type(a.atttypid, a.atttypmod) as type,
       case
         when a.attidentity <> '' then
           format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
         when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid)
       end as default_sql
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'f', 'p', 'c')
order by c.oid, a.attnum`;

const KEYS_SQL = `
select n.nspname as schema, c.relname as relation, i.indisprimary as is_primary,
       array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord) as columns
from pg_index i
join pg_class c on c.oid = i.indrelid
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and i.indisunique and i.indpred is null and not (0 = any(i.indkey::int2[]))
order by i.indisprimary desc`;

const FOREIGN_KEYS_SQL = `
select con.conname as constraint, n.nspname as schema, c.relname as relation,
       array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as columns,
       fn.nspname as ref_schema, fc.relname as ref_relation,
       array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as ref_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_class fc on fc.oid = con.confrelid
join pg_namespace fn on fn.oid = fc.relnamespace
where con.contype = 'f' and n.nspname = any($1) and fn.nspname = any($1)
order by con.conname`;

const ROUTINES_SQL = `
select n.nspname as schema, p.proname as name, p.provolatile as volatility, p.proretset as returns_set,
       format_type(p.prorettype, null) as return_type,
       rn.nspname as return_relation_schema, rc.relname as return_relation,
       p.proargnames as arg_names,
       array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
             with ordinality x(t, ord) order by ord) as arg_types,
       p.proargmodes::text[] as arg_modes,
       p.pronargdefaults as default_count
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = any($1) and p.prokind = 'f'`;

/** As PostgREST's allComputedRels: one argument and a result that are both row types of relations. */
const COMPUTED_RELATIONSHIPS_SQL = `
select n.nspname as schema, p.proname as name,
       src.relnamespace::regnamespace::text as source_schema, src.relname as source_table,
       dst.relnamespace::regnamespace::text as target_schema, dst.relname as target_table,
       (not p.proretset or p.prorows = 1) as single_row
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_class src on src.reltype = p.proargtypes[0] and src.relkind in ('r', 'v', 'm', 'f', 'p')
join pg_class dst on dst.reltype = p.prorettype and dst.relkind in ('r', 'v', 'm', 'f', 'p')
where p.pronargs = 1 and p.prokind = 'f' and n.nspname = any($1)
order by p.oid`;
