import { notSupported, RestError } from './errors.ts';
import { cacheKey, type ForeignKey, type Relation, type SchemaCache } from './schema-cache.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

/** Column pairs joining a source relation to a target: `target.target = source.source`. */
export interface JoinPair {
  source: string;
  target: string;
}

export interface Relationship {
  cardinality: Cardinality;
  source: Relation;
  target: Relation;
  /** The foreign key's name; for many-to-many, the junction table's. */
  constraint: string;
  /** The foreign key columns, on whichever side holds them (what a `!column` hint names). */
  fkColumns: string[];
  pairs: JoinPair[];
  /** A computed relationship: the function the target's rows come from, given the source row. */
  computed?: { schema: string; name: string };
  junction?: {
    relation: Relation;
    /** junction.junction = source.source and junction.target = target.target */
    sourcePairs: { junction: string; source: string }[];
    targetPairs: { junction: string; target: string }[];
    constraints: [string, string];
  };
}

/** A foreign key's columns paired with the columns they reference. */
const zip = (columns: string[], references: string[]) =>
  columns.map((column, index): [string, string] => [column, references[index] ?? column]);

export const isToOne = (relationship: Relationship) =>
  relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';

const isUnique = (relation: Relation, columns: string[]) =>
  relation.uniqueKeys.some(
    (key) => key.length === columns.length && key.every((column) => columns.includes(column)),
  );

/** Every relationship PostgREST infers from foreign keys, seen from `source`. */
function relationshipsFrom(cache: SchemaCache, source: Relation): Relationship[] {
  const relation = (schema: string, name: string) => cache.relations.get(cacheKey(schema, name));
  const isSource = (schema: string, name: string) => schema === source.schema && name === source.name;
  const found: Relationship[] = [];
  for (const fk of cache.foreignKeys) {
    const referenced = isSource(fk.schema, fk.table) && relation(fk.refSchema, fk.refTable);
    if (referenced) found.push(direct(fk, source, referenced, true));
    const referencing = isSource(fk.refSchema, fk.refTable) && relation(fk.schema, fk.table);
    if (referencing) found.push(direct(fk, source, referencing, false));
  }
  found.push(...manyToMany(cache, source));
  for (const fn of cache.computedRelationships) {
    const target = isSource(fn.sourceSchema, fn.sourceTable) && relation(fn.targetSchema, fn.targetTable);
    if (!target) continue;
    found.push({
      cardinality: fn.singleRow ? 'many-to-one' : 'one-to-many',
      source,
      target,
      constraint: fn.name,
      fkColumns: [],
      pairs: [],
      computed: { schema: fn.schema, name: fn.name },
    });
  }
  return found;
}

/**
 * The relationship one foreign key makes: many-to-one from the table holding it (`outgoing`),
 * one-to-many from the referenced table; one-to-one when its columns are unique.
 */
function direct(fk: ForeignKey, source: Relation, target: Relation, outgoing: boolean): Relationship {
  const holder = outgoing ? source : target;
  const many = outgoing ? 'many-to-one' : 'one-to-many';
  const pairs = outgoing ? zip(fk.columns, fk.refColumns) : zip(fk.refColumns, fk.columns);
  return {
    cardinality: isUnique(holder, fk.columns) ? 'one-to-one' : many,
    source,
    target,
    constraint: fk.constraint,
    fkColumns: fk.columns,
    pairs: pairs.map(([sourceColumn, targetColumn]) => ({ source: sourceColumn, target: targetColumn })),
  };
}

/** A junction table has foreign keys to both sides, all part of one of its unique keys. */
function manyToMany(cache: SchemaCache, source: Relation): Relationship[] {
  const byTable = new Map<string, ForeignKey[]>();
  for (const fk of cache.foreignKeys) {
    const key = cacheKey(fk.schema, fk.table);
    byTable.set(key, [...(byTable.get(key) ?? []), fk]);
  }
  const found: Relationship[] = [];
  for (const [key, fks] of byTable) {
    const junction = cache.relations.get(key);
    if (!junction) continue;
    for (const toSource of fks) {
      if (toSource.refSchema !== source.schema || toSource.refTable !== source.name) continue;
      for (const toTarget of fks) {
        if (toTarget === toSource) continue;
        const target = cache.relations.get(cacheKey(toTarget.refSchema, toTarget.refTable));
        const keyColumns = [...toSource.columns, ...toTarget.columns];
        const covered = junction.uniqueKeys.some((unique) =>
          keyColumns.every((column) => unique.includes(column)),
        );
        if (!target || !covered) continue;
        found.push({
          cardinality: 'many-to-many',
          source,
          target,
          constraint: junction.name,
          fkColumns: keyColumns,
          pairs: [],
          junction: {
            relation: junction,
            sourcePairs: zip(toSource.columns, toSource.refColumns).map(([junction, source]) => ({
              junction,
              source,
            })),
            targetPairs: zip(toTarget.columns, toTarget.refColumns).map(([junction, target]) => ({
              junction,
              target,
            })),
            constraints: [toSource.constraint, toTarget.constraint],
          },
        });
      }
    }
  }
  return found;
}

/**
 * Chooses the relationship an embedding means, as PostgREST does: the target names a table, a
 * foreign key or a foreign key column; the hint (`!name`) narrows by constraint, column or
 * junction table. None is PGRST200, more than one is PGRST201 (300 Multiple Choices).
 */
export function findRelationship(
  cache: SchemaCache,
  source: Relation,
  target: string,
  hint?: string,
): Relationship {
  const all = relationshipsFrom(cache, source);
  // A computed relationship is named by its function only, whatever the hint (as PostgREST does).
  const computed = all.filter((rel) => rel.computed?.name === target);
  if (computed.length > 0) return chooseOne(source, target, computed);
  const [selfRelationships, otherRelationships] = partition(
    all.filter((rel) => !rel.computed),
    isSelfReference,
  );
  let candidates = otherRelationships.filter(
    (rel) =>
      rel.target.name === target ||
      (rel.cardinality !== 'many-to-many' &&
        (rel.constraint === target ||
          (isToOne(rel) && rel.fkColumns.length === 1 && rel.fkColumns[0] === target))),
  );
  if (hint) {
    candidates = candidates.filter(
      (rel) =>
        rel.constraint === hint ||
        rel.fkColumns.includes(hint) ||
        rel.target.name === hint ||
        rel.junction?.constraints.includes(hint),
    );
  }
  candidates.push(...selfRelationships.filter((rel) => selfReferenceMatches(rel, target, hint)));
  if (candidates.length === 0) {
    // PostgREST follows a view's columns back to its tables' foreign keys; the gateway does not.
    if (isView(source) || isView(cache.relations.get(cacheKey(source.schema, target))))
      throw notSupported('Embedding to or from a view is');
    return noRelationship(source, target, hint);
  }
  return chooseOne(source, target, candidates);
}

/** The one candidate, or PGRST201 (300) listing them all. */
function chooseOne(source: Relation, target: string, candidates: Relationship[]): Relationship {
  const [only, ...others] = candidates;
  if (only && others.length === 0) return only;
  throw new RestError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
    details: candidates.map(describe),
    hint: `Try changing '${target}' to one of the following: ${candidates
      .map((rel) => `'${rel.target.name}!${rel.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/** A table's foreign key to itself gives two relationships, many-to-one and one-to-many. */
function isSelfReference(rel: Relationship): boolean {
  const sameTable = rel.source.schema === rel.target.schema && rel.source.name === rel.target.name;
  return sameTable && (rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-many');
}

/**
 * PostgREST's convention for self references: the table's name means its children (one-to-many,
 * `children:family_tree(*)`), the foreign key column its parent (many-to-one, `parent(*)`), and a
 * hint names the children's foreign key column (`auditees:organizations!auditor(*)`).
 */
function selfReferenceMatches(rel: Relationship, target: string, hint?: string): boolean {
  const [pair, ...more] = rel.pairs;
  const single = more.length === 0 ? pair : undefined;
  if (hint) return target === rel.target.name && rel.cardinality === 'one-to-many' && single?.target === hint;
  if (rel.cardinality === 'one-to-many') return target === rel.target.name;
  return single?.source === target;
}

const isView = (relation: Relation | undefined) => relation?.kind === 'v' || relation?.kind === 'm';

function noRelationship(source: Relation, target: string, hint?: string): never {
  throw new RestError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${source.name}' and '${target}'${
      hint ? ` using the hint '${hint}'` : ''
    } in the schema '${source.schema}', but no matches were found.`,
  });
}

function describe(rel: Relationship) {
  const columns = (names: string[]) => `(${names.join(', ')})`;
  const relationship = rel.junction
    ? `${rel.junction.relation.name} using ${rel.junction.constraints[0]}${columns(
        rel.junction.sourcePairs.map((pair) => pair.junction),
      )} and ${rel.junction.constraints[1]}${columns(rel.junction.targetPairs.map((pair) => pair.junction))}`
    : `${rel.constraint} using ${rel.source.name}${columns(rel.pairs.map((pair) => pair.source))} and ${
        rel.target.name
      }${columns(rel.pairs.map((pair) => pair.target))}`;
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.source.name} with ${rel.target.name}`,
    relationship,
  };
}
