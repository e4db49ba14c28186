import { RestError } from './errors.ts';
import type { Field } from './parse/field.ts';
import type { Condition, FilterNode } from './parse/filter.ts';
import type { EmbedPlan, ReadPlan } from './plan.ts';
import { arrayLiteral, ident, type SqlParams } from './sql.ts';

/** `"books"."data"->$1::text->>$2::text`: JSON keys are parameters too; integer keys index arrays. */
export function fieldSql(alias: string, field: Field, params: SqlParams): string {
  let sql = `${ident(alias)}.${ident(field.name)}`;
  for (const step of field.path) {
    const isIndex = /^-?\d+$/.test(step.key);
    sql += `${step.arrow}${params.add(isIndex ? Number(step.key) : step.key)}::${isIndex ? 'int' : 'text'}`;
  }
  return sql;
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // nxr: "does not extend to the right of" is &<; nxl: "does not extend to the left of" is &>.
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
};

const TS_QUERY: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_SQL: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/**
 * Whether an embedding found its row(s). A to-one spread embedding has no JSON body, so it counts
 * as found when any of its columns is not null.
 */
export function embedMatched(embed: EmbedPlan): string {
  const lateral = ident(embed.lateral);
  if (embed.spread && !embed.toOne) return `${lateral}.${SPREAD_FOUND}`;
  return embed.spread ? `(not ${lateral} is null)` : `(${lateral}.body is not null)`;
}

/** The column of a to-many spread's LATERAL that says whether any related row was found. */
export const SPREAD_FOUND = 'pgrst_found';

/** The SQL of a filter tree on one resource of the plan; values only ever go in as parameters. */
export function filterSql(node: FilterNode, plan: ReadPlan, params: SqlParams): string {
  if (node.kind === 'logic') {
    const joined = node.children.map((child) => filterSql(child, plan, params)).join(` ${node.operator} `);
    return `${node.negate ? 'not ' : ''}(${joined})`;
  }
  const sql = conditionSql(node, plan, params);
  return node.negate ? `not (${sql})` : sql;
}

function conditionSql(condition: Condition, plan: ReadPlan, params: SqlParams): string {
  const embed =
    condition.field.path.length === 0 && plan.embeds.find((each) => each.name === condition.field.name);
  if (embed) {
    // `author=is.null` / `author=not.is.null` filter parents by whether the embedding matched.
    if (condition.operator !== 'is' || (condition.value !== 'null' && condition.value !== 'not_null')) {
      throw new RestError(400, {
        code: 'PGRST120',
        message: `Bad operator on the '${embed.name}' embedded resource`,
        details: 'Only is null or not is null filters are allowed on embedded resources',
      });
    }
    return condition.value === 'null' ? `not ${embedMatched(embed)}` : embedMatched(embed);
  }
  const column = fieldSql(plan.alias, condition.field, params);
  const value = condition.value;
  switch (condition.operator) {
    case 'is':
      return `${column} ${IS_SQL[(value as string).toLowerCase()]}`;
    case 'in':
      return `${column} = any(${params.add(arrayLiteral(value as string[]))})`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts':
      return ftsSql(condition, column, plan, params);
    default: {
      const operator = COMPARISONS[condition.operator];
      const likeOperand = (text: string) =>
        condition.operator.endsWith('like') ? text.replaceAll('*', '%') : text;
      if (condition.quantifier) {
        const items = (value as string[]).map(likeOperand);
        return `${column} ${operator} ${condition.quantifier}(${params.add(arrayLiteral(items))})`;
      }
      return `${column} ${operator} ${params.add(likeOperand(value as string))}`;
    }
  }
}

/** Full-text search; a text or json column is turned into a tsvector first, as PostgREST 12 does. */
function ftsSql(condition: Condition, column: string, plan: ReadPlan, params: SqlParams): string {
  const language =
    condition.language === undefined ? undefined : `${params.add(condition.language)}::regconfig`;
  const type =
    condition.field.path.length === 0 ? plan.relation.columns.get(condition.field.name)?.type : 'text';
  const vector =
    type === 'tsvector'
      ? column
      : language
        ? `to_tsvector(${language}, ${column})`
        : `to_tsvector(${column})`;
  const query = params.add(condition.value);
  return `${vector} @@ ${TS_QUERY[condition.operator]}(${language ? `${language}, ` : ''}${query})`;
}
