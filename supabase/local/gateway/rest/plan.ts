import { RestError } from './errors.ts';
import type { FilterNode } from './parse/filter.ts';
import type { NodeParams, OrderTerm, QueryParams } from './parse/query.ts';
import type { FieldItem, SelectItem } from './parse/select.ts';
import { findRelationship, isToOne, type Relationship } from './relationships.ts';
import type { Relation, SchemaCache } from './schema-cache.ts';
import type { AliasCounter } from './sql.ts';

/** One resource of a read: the requested one or an embedded one, with its own filters and paging. */
export interface ReadPlan {
  relation: Relation;
  /** The SQL alias the relation has in its FROM clause. */
  alias: string;
  entries: Entry[];
  embeds: EmbedPlan[];
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export type Entry =
  | { kind: 'star' }
  | { kind: 'field'; item: FieldItem }
  | { kind: 'embed'; embed: EmbedPlan };

export interface EmbedPlan {
  /** The key in the parent object, and the name filters use (`books.title=eq.x`). */
  name: string;
  relationship: Relationship;
  plan: ReadPlan;
  inner: boolean;
  spread: boolean;
  toOne: boolean;
  /** `authors()` embeds for filtering only and adds no key. */
  visible: boolean;
  /** Alias of the LATERAL subquery that yields the embedded JSON. */
  lateral: string;
}

/** Resolves the parsed select against the schema cache; every `path.param` must name an embed. */
export function planRead(
  cache: SchemaCache,
  relation: Relation,
  alias: string,
  query: QueryParams,
  aliases: AliasCounter,
): ReadPlan {
  const used = new Set<string>();
  const plan = planNode(cache, relation, alias, query.select, '', query.nodes, used, aliases);
  for (const path of query.nodes.keys()) {
    if (!used.has(path)) {
      throw new RestError(400, {
        code: 'PGRST108',
        message: `'${path}' is not an embedded resource in this request`,
        hint: `Verify that '${path}' is included in the 'select' query parameter.`,
      });
    }
  }
  return plan;
}

function planNode(
  cache: SchemaCache,
  relation: Relation,
  alias: string,
  select: SelectItem[],
  path: string,
  nodes: Map<string, NodeParams>,
  used: Set<string>,
  aliases: AliasCounter,
): ReadPlan {
  used.add(path);
  const params = nodes.get(path) ?? { filters: [], order: [] };
  const plan: ReadPlan = { relation, alias, entries: [], embeds: [], ...params };
  for (const item of select) {
    if (item.kind !== 'embed') {
      plan.entries.push(item.kind === 'star' ? item : { kind: 'field', item });
      continue;
    }
    const relationship = findRelationship(cache, relation, item.target, item.hint);
    const name = item.alias ?? item.target;
    if (plan.embeds.some((embed) => embed.name === name)) throw duplicateEmbedding(relation, name, path);
    const toOne = isToOne(relationship);
    const childPath = path ? `${path}.${name}` : name;
    const target = relationship.target;
    const embed: EmbedPlan = {
      name,
      relationship,
      plan: planNode(cache, target, aliases.next(target.name), item.select, childPath, nodes, used, aliases),
      inner: item.inner,
      spread: item.spread,
      toOne,
      visible: item.select.length > 0,
      lateral: aliases.next(`${relation.name}_${name}`),
    };
    plan.embeds.push(embed);
    plan.entries.push({ kind: 'embed', embed });
  }
  return plan;
}

/**
 * PostgREST names each embedding's subquery `<table>_<name>_<depth>`, so the same name twice at
 * one level is Postgres's 42712; answering with one of the two would be a different result.
 */
function duplicateEmbedding(relation: Relation, name: string, path: string): RestError {
  const depth = path ? path.split('.').length + 1 : 1;
  return new RestError(400, {
    code: '42712',
    message: `table name "${relation.name}_${name}_${depth}" specified more than once`,
  });
}
