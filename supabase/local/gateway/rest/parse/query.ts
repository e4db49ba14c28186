import { badQuery, notSupported, RestError } from '../errors.ts';
import { Cursor, type Field, parseField } from './field.ts';
import { type FilterNode, parseCondition, parseLogic } from './filter.ts';
import { parseSelect, type SelectItem } from './select.ts';

export interface OrderTerm {
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** What the query string asks of one resource: the top one (path '') or an embedded one. */
export interface NodeParams {
  filters: FilterNode[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryParams {
  select: SelectItem[];
  /** Keyed by the embedding path as written in the query string: '', 'books', 'books.tags'. */
  nodes: Map<string, NodeParams>;
  /** `columns=a,b`: the body keys an insert or update uses. */
  columns?: string[];
  /** `on_conflict=a,b`: the unique key an upsert targets. */
  onConflict?: string[];
}

/** Splits a request's query string into PostgREST's select, filters, order and paging. */
export function parseQuery(search: URLSearchParams, ignore: Set<string> = new Set()): QueryParams {
  const query: QueryParams = { select: [{ kind: 'star' }], nodes: new Map() };
  const node = (path: string) => {
    let params = query.nodes.get(path);
    if (!params) {
      params = { filters: [], order: [] };
      query.nodes.set(path, params);
    }
    return params;
  };
  for (const [key, value] of search) {
    if (ignore.has(key)) continue;
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = parseNames(value);
    else if (key === 'on_conflict') query.onConflict = parseNames(value);
    else {
      const { path, last, negate } = splitKey(key);
      const params = node(path);
      if (last === 'order') params.order.push(...parseOrder(value));
      else if (last === 'limit') params.limit = parseCount(value, 'limit');
      else if (last === 'offset') params.offset = parseCount(value, 'offset');
      else if (last === 'or' || last === 'and') params.filters.push(parseLogic(last, negate, value));
      else params.filters.push(parseCondition(parseField(last), value));
    }
  }
  return query;
}

/** `books.tags.name` → path `books.tags`, field `name`; JSON paths may contain dots after `->`. */
function splitKey(key: string) {
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  const parts = head.split('.');
  const last = (parts.pop() ?? '') + (arrow < 0 ? '' : key.slice(arrow));
  const negate = (last === 'or' || last === 'and') && parts.at(-1) === 'not';
  if (negate) parts.pop();
  return { path: parts.join('.'), last, negate };
}

function parseNames(value: string): string[] {
  const cursor = new Cursor(value);
  const names: string[] = [];
  do names.push(cursor.name('column name'));
  while (cursor.eat(','));
  if (!cursor.done) throw cursor.error('"," or end of input');
  return names;
}

function parseCount(value: string, name: string): number {
  if (/^-\d+$/.test(value) && name === 'limit') {
    throw new RestError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'Limit should be greater than or equal to zero.',
    });
  }
  if (!/^\d+$/.test(value))
    throw badQuery(`"failed to parse ${name} (${value})" (line 1, column 1)`, 'expecting digit');
  return Number(value);
}

/** `order=name.desc.nullslast,created_at` */
export function parseOrder(value: string): OrderTerm[] {
  const cursor = new Cursor(value);
  const terms: OrderTerm[] = [];
  do {
    const term: OrderTerm = { field: cursor.field() };
    if (cursor.peek() === '(')
      throw notSupported("Ordering by an embedded resource's column (order=table(column)) is");
    while (cursor.eat('.')) {
      if (cursor.eat('asc')) term.direction = 'asc';
      else if (cursor.eat('desc')) term.direction = 'desc';
      else if (cursor.eat('nullsfirst')) term.nulls = 'first';
      else if (cursor.eat('nullslast')) term.nulls = 'last';
      else throw cursor.error('asc, desc, nullsfirst or nullslast');
    }
    terms.push(term);
  } while (cursor.eat(','));
  if (!cursor.done) throw cursor.error('"," or end of input');
  return terms;
}
