import { embedMatched, fieldSql, filterSql, SPREAD_FOUND } from './build-filter.ts';
import { fieldKey } from './parse/field.ts';
import type { OrderTerm } from './parse/query.ts';
import type { EmbedPlan, ReadPlan } from './plan.ts';
import { type AliasCounter, ident, qualified, type SqlParams } from './sql.ts';

/** The parts of `select … from … where … order by … limit …` for one resource. */
export interface ReadSql {
  /** `from <source> as alias <lateral joins> where …`, without ordering or paging. */
  fromWhere: string;
  select: string;
  /** ` order by …` or '' */
  order: string;
  /** ` limit … offset …` or '' */
  paging: string;
}

export interface ReadOptions {
  /** False for a mutation's representation: its filters were applied by the UPDATE/DELETE. */
  applyFilters: boolean;
  /** Extra conditions on the resource (how an embedded resource joins its parent). */
  extraConditions?: string[];
  /** Extra FROM items after the source (the junction table of a many-to-many embedding). */
  extraFrom?: string;
}

/**
 * Builds the SQL of a read as PostgREST does: each embedded resource is a LEFT JOIN LATERAL that
 * yields its JSON (`row_to_json` for to-one, `json_agg` for to-many), so Postgres serializes every
 * type (numeric, timestamptz, jsonb, arrays) exactly as PostgREST's responses do.
 */
export function readSql(
  plan: ReadPlan,
  source: string,
  params: SqlParams,
  aliases: AliasCounter,
  options: ReadOptions,
): ReadSql {
  const select = selectList(plan, params);
  const joins = plan.embeds.map((embed) => lateralJoin(embed, plan, params, aliases)).join(' ');
  const conditions = [
    ...(options.extraConditions ?? []),
    ...(options.applyFilters ? plan.filters.map((filter) => filterSql(filter, plan, params)) : []),
    ...plan.embeds.filter((embed) => embed.inner).map((embed) => embedMatched(embed)),
  ];
  const fromWhere = `from ${source} as ${ident(plan.alias)}${options.extraFrom ?? ''} ${joins}${
    conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''
  }`;
  return { fromWhere, select: select.join(', '), order: orderBySql(plan, params), paging: pagingSql(plan) };
}

function selectList(plan: ReadPlan, params: SqlParams): string[] {
  const list: string[] = [];
  for (const entry of plan.entries) {
    if (entry.kind === 'star') list.push(`${ident(plan.alias)}.*`);
    else if (entry.kind === 'field') {
      const { field, alias, cast } = entry.item;
      const value = fieldSql(plan.alias, field, params);
      list.push(`${cast ? `(${value})::${cast}` : value} as ${ident(alias ?? fieldKey(field))}`);
    } else if (entry.embed.visible) {
      const { embed } = entry;
      const lateral = ident(embed.lateral);
      if (embed.spread && embed.toOne) list.push(`${lateral}.*`);
      else if (embed.spread) list.push(...outputKeys(embed.plan).map((key) => `${lateral}.${ident(key)}`));
      else
        list.push(
          `${embed.toOne ? `${lateral}.body` : `coalesce(${lateral}.body, '[]')`} as ${ident(embed.name)}`,
        );
    }
  }
  return list;
}

/** The keys a resource's select yields, in order: what a to-many spread turns into arrays. */
function outputKeys(plan: ReadPlan): string[] {
  return plan.entries.flatMap((entry) => {
    if (entry.kind === 'star') return [...plan.relation.columns.keys()];
    if (entry.kind === 'field') return [entry.item.alias ?? fieldKey(entry.item.field)];
    if (!entry.embed.visible) return [];
    return entry.embed.spread ? outputKeys(entry.embed.plan) : [entry.embed.name];
  });
}

function orderBySql(plan: ReadPlan, params: SqlParams): string {
  if (plan.order.length === 0) return '';
  return ` order by ${plan.order.map((term) => orderSql(plan, term, params)).join(', ')}`;
}

/**
 * Limit and offset are integers the parser already validated; they are written as numbers so that
 * the same query without paging (for counting) references exactly the same parameters.
 */
function pagingSql(plan: ReadPlan): string {
  let paging = '';
  if (plan.limit !== undefined) paging += ` limit ${Math.trunc(plan.limit)}`;
  if (plan.offset !== undefined && plan.offset > 0) paging += ` offset ${Math.trunc(plan.offset)}`;
  return paging;
}

function orderSql(plan: ReadPlan, term: OrderTerm, params: SqlParams): string {
  const direction = term.direction ? ` ${term.direction}` : '';
  const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
  return `${fieldSql(plan.alias, term.field, params)}${direction}${nulls}`;
}

/** The LATERAL subquery of one embedding: joined to its parent, with its own filters and paging. */
function lateralJoin(embed: EmbedPlan, parent: ReadPlan, params: SqlParams, aliases: AliasCounter): string {
  const child = embed.plan;
  const { relationship } = embed;
  const target = ident(child.alias);
  const parentAlias = ident(parent.alias);
  let extraFrom = '';
  let joinConditions: string[];
  if (relationship.junction) {
    const junctionAlias = ident(aliases.next(relationship.junction.relation.name));
    const junction = relationship.junction;
    const onTarget = junction.targetPairs.map(
      (pair) => `${junctionAlias}.${ident(pair.junction)} = ${target}.${ident(pair.target)}`,
    );
    extraFrom = ` join ${qualified(junction.relation.schema, junction.relation.name)} as ${junctionAlias} on ${onTarget.join(' and ')}`;
    joinConditions = junction.sourcePairs.map(
      (pair) => `${junctionAlias}.${ident(pair.junction)} = ${parentAlias}.${ident(pair.source)}`,
    );
  } else if (relationship.computed) {
    // The function yields the related rows itself, given the parent's row.
    joinConditions = [];
  } else {
    joinConditions = relationship.pairs.map(
      (pair) => `${target}.${ident(pair.target)} = ${parentAlias}.${ident(pair.source)}`,
    );
  }
  const { computed } = relationship;
  const source = computed
    ? `${qualified(computed.schema, computed.name)}(${parentAlias})`
    : qualified(child.relation.schema, child.relation.name);
  const inner = readSql(child, source, params, aliases, {
    applyFilters: true,
    extraConditions: joinConditions,
    extraFrom,
  });
  const rows = `select ${inner.select} ${inner.fromWhere}${inner.order}${inner.paging}`;
  const lateral = ident(embed.lateral);
  if (embed.spread && embed.toOne) return `left join lateral (${rows}) as ${lateral} on true`;
  const row = ident(aliases.next('pgrst_row'));
  if (embed.spread) {
    // A to-many spread (PostgREST 13) turns each column into an array of the related rows' values.
    const arrays = outputKeys(child).map(
      (key) => `coalesce(json_agg(${row}.${ident(key)}), '[]')::jsonb as ${ident(key)}`,
    );
    const found = `count(*) > 0 as ${SPREAD_FOUND}`;
    return `left join lateral (select ${[found, ...arrays].join(', ')} from (${rows}) as ${row}) as ${lateral} on true`;
  }
  const body = embed.toOne ? `row_to_json(${row})` : `json_agg(${row})`;
  return `left join lateral (select ${body} as body from (${rows}) as ${row}) as ${lateral} on true`;
}
