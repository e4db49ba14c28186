import { RestError } from '../errors.ts';
import { Cursor, type Field } from './field.ts';

export type SelectItem = StarItem | FieldItem | EmbedItem;

export interface StarItem {
  kind: 'star';
}

export interface FieldItem {
  kind: 'field';
  field: Field;
  alias?: string;
  /** A type name for `::type`: one identifier, so it can be written into SQL as is. */
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  /** A table, a foreign key constraint or a foreign key column. */
  target: string;
  alias?: string;
  /** `!constraint`, `!column` or `!junction_table`, to choose between relationships. */
  hint?: string;
  inner: boolean;
  /** `...target(cols)`: the embedded columns are merged into the parent object. */
  spread: boolean;
  select: SelectItem[];
}

/** `.sum()`, `.count()`…: PostgREST's aggregate functions on a column. */
const AGGREGATE_CALL = /^\.(sum|avg|min|max|count)\(\)/;

/**
 * Aggregates are off on Supabase unless `db_aggregates_enabled` is set; the gateway never runs
 * them, so it answers as PostgREST does with them off.
 */
function aggregatesNotAllowed(): RestError {
  return new RestError(400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
}

/** Parses PostgREST's `select` parameter: `id,title:name,author:authors!fk(name),data->a::text`. */
export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text);
  if (cursor.done) return [];
  const items = parseList(cursor);
  if (!cursor.done) throw cursor.error('"," or end of input');
  return items;
}

function parseList(cursor: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  do {
    items.push(parseItem(cursor));
  } while (cursor.eat(','));
  return items;
}

function parseItem(cursor: Cursor): SelectItem {
  if (cursor.eat('*')) return { kind: 'star' };
  const spread = cursor.eat('...');
  let alias: string | undefined;
  let nameStart = cursor.position;
  let name = cursor.name();
  if (cursor.peek() === ':' && cursor.peek(2) !== '::') {
    cursor.eat(':');
    alias = name;
    nameStart = cursor.position;
    name = cursor.name();
  }
  const hints: string[] = [];
  while (cursor.eat('!')) hints.push(cursor.name('embed hint'));
  if (name === 'count' && hints.length === 0 && cursor.peek(2) === '()') throw aggregatesNotAllowed();
  if (cursor.eat('(')) {
    const select = cursor.peek() === ')' ? [] : parseList(cursor);
    cursor.expect(')', '")"');
    const inner = hints.includes('inner');
    const hint = hints.find((value) => value !== 'inner' && value !== 'left');
    return { kind: 'embed', target: name, alias, hint, inner, spread, select };
  }
  if (spread || hints.length > 0) throw cursor.error('"(" after an embedded resource');
  // Re-read the column with its JSON path now that we know it is not an embedding.
  cursor.position = nameStart;
  const field = cursor.field();
  if (AGGREGATE_CALL.test(cursor.text.slice(cursor.position))) throw aggregatesNotAllowed();
  let cast: string | undefined;
  if (cursor.eat('::')) {
    // One identifier (`text`, `int8`, `float8[]`): it is written into SQL unquoted, so no spaces.
    const match = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/.exec(cursor.text.slice(cursor.position));
    if (!match) throw cursor.error('a type name after "::"');
    cursor.position += match[0].length;
    cast = match[0];
  }
  return { kind: 'field', field, alias, cast };
}
