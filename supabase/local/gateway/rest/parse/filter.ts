import { badQuery, notSupported } from '../errors.ts';
import { Cursor, type Field } from './field.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'condition';
  field: Field;
  negate: boolean;
  operator: Operator;
  /** `eq(any)`, `like(all)`: the value is a `{a,b}` list compared with ANY / ALL. */
  quantifier?: 'any' | 'all';
  /** `fts(english)`: the text search configuration. */
  language?: string;
  /** The raw operand, or the list for `in` and quantified operators. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** `not.in.(1,2)`, `eq.5`, `fts(english).cat`, `like(any).{a*,b*}` for the given column. */
export function parseCondition(field: Field, text: string): Condition {
  const match = /^(not\.)?([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(text);
  const operator = match?.[2] as Operator | undefined;
  if (!match || !operator || !(OPERATORS as readonly string[]).includes(operator)) {
    throw badQuery(`"failed to parse filter (${text})" (line 1, column 1)`, 'unknown or missing operator');
  }
  const modifier = match[3];
  const raw = match[4] ?? '';
  const condition: Condition = { kind: 'condition', field, negate: Boolean(match[1]), operator, value: raw };
  if (modifier !== undefined) {
    if (operator.endsWith('fts')) condition.language = modifier;
    else if (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all')) {
      condition.quantifier = modifier;
      condition.value = parseList(raw, '{', '}');
    } else
      throw badQuery(
        `"failed to parse filter (${text})" (line 1, column 1)`,
        `unexpected modifier "${modifier}"`,
      );
  }
  if (operator === 'in') condition.value = parseList(raw, '(', ')');
  if (operator === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    throw badQuery(
      `"failed to parse filter (${text})" (line 1, column 1)`,
      'expecting null, not_null, true, false or unknown',
    );
  }
  return condition;
}

/** `(1,2,"a,b")`: items separated by commas; double quotes protect commas, `\"` and `\\` escape. */
function parseList(text: string, open: string, close: string): string[] {
  if (!text.startsWith(open) || !text.endsWith(close)) {
    throw badQuery(
      `"failed to parse filter (${text})" (line 1, column 1)`,
      `expecting a list in "${open}${close}"`,
    );
  }
  const body = text.slice(1, -1);
  if (body === '') return [];
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted && char === '\\' && index + 1 < body.length) current += body[++index] ?? '';
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) throw badQuery(`"failed to parse filter (${text})" (line 1, column 1)`, 'unclosed quote');
  items.push(current);
  return items;
}

/** The value of `or=(…)` / `and=(…)`: conditions and nested `and(…)`, `not.or(…)` groups. */
export function parseLogic(operator: 'and' | 'or', negate: boolean, text: string): Logic {
  const cursor = new Cursor(text);
  const logic = parseGroup(cursor, operator, negate);
  if (!cursor.done) throw cursor.error('end of input after the logic tree');
  return logic;
}

function parseGroup(cursor: Cursor, operator: 'and' | 'or', negate: boolean): Logic {
  cursor.expect('(', '"("');
  const children: FilterNode[] = [];
  do {
    const negated = cursor.eat('not.');
    const nested = /^(and|or)\(/.exec(cursor.text.slice(cursor.position));
    if (nested) {
      const operator = nested[1] as 'and' | 'or';
      cursor.position += operator.length;
      children.push(parseGroup(cursor, operator, negated));
      continue;
    }
    if (negated) cursor.position -= 'not.'.length;
    const field = cursor.field();
    cursor.expect('.', '"." after the field name');
    const operand = readOperand(cursor);
    if (namesEmbeddedColumn(operand))
      throw notSupported('Filtering on an embedded resource inside or/and is');
    children.push(parseCondition(field, operand));
  } while (cursor.eat(','));
  cursor.expect(')', '")"');
  return { kind: 'logic', operator, negate, children };
}

/** `books.title.eq.x` inside `or=(…)`: the field was an embedded resource, `title` its column. */
function namesEmbeddedColumn(operand: string): boolean {
  const [first, second] = operand.split('.');
  const isOperator = (text = '') => (OPERATORS as readonly string[]).includes(text.replace(/\(.*$/, ''));
  return !isOperator(first) && first !== 'not' && (isOperator(second) || second === 'not');
}

/** Reads `op.value` up to the next top-level `,` or `)`, keeping quoted text, `(…)` and `{…}` whole. */
function readOperand(cursor: Cursor): string {
  const start = cursor.position;
  let depth = 0;
  let quoted = false;
  while (!cursor.done) {
    const char = cursor.peek();
    if (quoted) {
      if (char === '\\') cursor.position += 1;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(' || char === '{' || char === '[') depth += 1;
    else if ((char === ')' || char === '}' || char === ']') && depth > 0) depth -= 1;
    else if ((char === ',' || char === ')') && depth === 0) break;
    cursor.position += 1;
  }
  const operand = cursor.text.slice(start, cursor.position);
  // A whole value in double quotes (`eq."a,b"`) is unquoted, as PostgREST does in logic trees.
  const quotedValue = /^((?:not\.)?[a-z]+(?:\([^)]*\))?\.)"((?:[^"\\]|\\.)*)"$/.exec(operand);
  return quotedValue ? `${quotedValue[1]}${(quotedValue[2] ?? '').replace(/\\(.)/g, '$1')}` : operand;
}
