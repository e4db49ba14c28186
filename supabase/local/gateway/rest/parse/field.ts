import { badQuery } from '../errors.ts';

/** One `->key` or `->>key` step of a JSON path. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, optionally followed by a JSON path: `data->address->>city`. */
export interface Field {
  name: string;
  path: JsonStep[];
}

/** The key PostgREST gives a field in the result: the last JSON key, else the column name. */
export function fieldKey(field: Field): string {
  return field.path.at(-1)?.key ?? field.name;
}

/** A tiny cursor over a query-string value, shared by the select, filter and order parsers. */
export class Cursor {
  readonly text: string;
  position = 0;

  constructor(text: string) {
    this.text = text;
  }

  get done() {
    return this.position >= this.text.length;
  }

  peek(length = 1) {
    return this.text.slice(this.position, this.position + length);
  }

  eat(token: string): boolean {
    if (!this.text.startsWith(token, this.position)) return false;
    this.position += token.length;
    return true;
  }

  expect(token: string, what: string) {
    if (!this.eat(token)) throw this.error(`expecting ${what}`);
  }

  error(expecting: string) {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    return badQuery(
      `"failed to parse ${this.text}" (line 1, column ${this.position + 1})`,
      `unexpected ${found} ${expecting}`,
    );
  }

  /** A name: double-quoted (with `""` for a quote) or a run of letters, digits, `_`, `$` and spaces. */
  name(what = 'field name'): string {
    if (this.eat('"')) {
      let value = '';
      while (!this.done) {
        if (this.eat('""')) value += '"';
        else if (this.eat('"')) return value;
        else value += this.text[this.position++];
      }
      throw this.error('closing quote');
    }
    const match = /^[\p{L}\p{N}_$ ]+/u.exec(this.text.slice(this.position));
    if (!match) throw this.error(what);
    this.position += match[0].length;
    return match[0];
  }

  /** A column with its JSON path. Keys are names, or integers for array elements (`->0`, `->-1`). */
  field(): Field {
    const name = this.name();
    const path: JsonStep[] = [];
    while (this.peek(2) === '->') {
      const arrow = this.eat('->>') ? '->>' : '->';
      if (arrow === '->') this.eat('->');
      const index = /^-?\d+/.exec(this.text.slice(this.position));
      if (index) {
        this.position += index[0].length;
        path.push({ arrow, key: index[0] });
      } else path.push({ arrow, key: this.name('JSON key') });
    }
    return { name, path };
  }
}

/** Parses a whole value as one field (used for filter keys such as `data->>city`). */
export function parseField(text: string): Field {
  const cursor = new Cursor(text);
  const field = cursor.field();
  if (!cursor.done) throw cursor.error('end of input');
  return field;
}
