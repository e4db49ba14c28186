/**
 * The only way user input reaches SQL: values become numbered parameters, names become quoted
 * identifiers. Nothing from a request is ever spliced into SQL text as is.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** A placeholder for `value`; Postgres infers its type from where it is used. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`;
}

/** A Postgres array literal (`{"a","b"}`) for `= any($1)`, every element quoted and escaped. */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * Generates the aliases of one statement. Embedded tables are aliased `<name>_<n>` as PostgREST
 * does, so Postgres's messages ("column authors_1.nme does not exist") read the same.
 */
export class AliasCounter {
  private count = 0;

  next(base: string): string {
    this.count += 1;
    return `${base}_${this.count}`;
  }
}
