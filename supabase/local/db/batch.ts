import { createRequire } from 'node:module';
import pg from 'pg';

// node-postgres's own conversion of parameter values (arrays, dates, buffers, JSON), so a batched
// statement receives exactly what `client.query` would send.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => unknown;
};

/** One statement of a batch, as `client.query` takes it. */
export interface BatchStatement {
  text: string;
  values?: unknown[];
  /** A prepared statement's name, to parse it once per connection as node-postgres does. */
  name?: string;
}

interface Step extends BatchStatement {
  result: FilledResult;
  resolve: (result: pg.QueryResult) => void;
  reject: (error: Error) => void;
}

/** What a batch uses of node-postgres's connection (pg/lib/connection.js). */
interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  on(event: 'parseComplete', listener: () => void): void;
  removeListener(event: 'parseComplete', listener: () => void): void;
  parse(query: { text: string; name: string; types: unknown[] }): void;
  bind(config: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** node-postgres's Result, with the methods its own Query uses to fill it. */
interface FilledResult extends pg.QueryResult {
  addFields(fields: unknown[]): void;
  parseRow(values: unknown[]): Record<string, unknown>;
  addCommandComplete(message: Message): void;
}

interface Message {
  fields: unknown[];
  text?: string;
}

/**
 * Statements sent as one extended-protocol message sequence ending in a single Sync: one write,
 * one answer from Postgres, one ReadyForQuery. Postgres runs them in order and, after an error,
 * skips the rest up to the Sync, as it does for a pipeline; every statement still answers its own
 * promise (those skipped reject with the error that stopped them).
 *
 * A node-postgres "submittable" (as pg-cursor is): `client.query(batch)` queues it like any query.
 * Prepared statements are shared with node-postgres's own bookkeeping (`parsedStatements`), so a
 * name parsed by a batch is not parsed again by `client.query` and the other way round.
 */
export class Batch {
  /** Called once Postgres has answered the whole batch (or it failed), when the connection is free. */
  onDone: (() => void) | undefined;
  private readonly steps: Step[] = [];
  private answered = 0;
  private connection: Connection | undefined;
  /** Names of the Parse messages sent, in order; ParseComplete arrives in the same order. */
  private readonly parsing: (string | undefined)[] = [];
  private readonly onParseComplete = () => {
    const name = this.parsing.shift();
    if (name !== undefined && this.connection) this.connection.parsedStatements[name] = this.textOf(name);
  };

  get size(): number {
    return this.steps.length;
  }

  /** Adds a statement; its promise settles when Postgres has answered it. */
  add(statement: BatchStatement): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      const result = new pg.Result(undefined as unknown as string, undefined as unknown as typeof pg.types);
      this.steps.push({ ...statement, result: result as unknown as FilledResult, resolve, reject });
    });
  }

  /** Called by node-postgres when the batch's turn on the connection comes. */
  submit(connection: Connection): void {
    this.connection = connection;
    connection.on('parseComplete', this.onParseComplete);
    const parsedHere = new Set<string>();
    connection.stream.cork?.();
    try {
      for (const step of this.steps) {
        const name = step.name ?? '';
        const parsed =
          name !== '' && (connection.parsedStatements[name] === step.text || parsedHere.has(name));
        if (!parsed) {
          connection.parse({ text: step.text, name, types: [] });
          this.parsing.push(name === '' ? undefined : name);
          if (name !== '') parsedHere.add(name);
        }
        connection.bind({ statement: name, values: step.values ?? [], valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleRowDescription(message: Message): void {
    this.current()?.result.addFields(message.fields);
  }

  handleDataRow(message: Message): void {
    const step = this.current();
    step?.result.rows.push(step.result.parseRow(message.fields));
  }

  handleCommandComplete(message: Message): void {
    const step = this.current();
    if (!step) return;
    step.result.addCommandComplete(message);
    this.answered += 1;
    step.resolve(step.result);
  }

  handleEmptyQuery(): void {
    const step = this.current();
    if (!step) return;
    this.answered += 1;
    step.resolve(step.result);
  }

  /** A statement failed (or the connection did): it and every statement after it reject. */
  handleError(error: Error): void {
    this.detach();
    for (const step of this.steps.slice(this.answered)) step.reject(error);
    this.answered = this.steps.length;
    this.done();
  }

  handleReadyForQuery(): void {
    this.detach();
    if (this.answered < this.steps.length) {
      this.handleError(new Error('Postgres did not answer every statement of a batch'));
    } else this.done();
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: Connection): void {
    connection.sendCopyFail('No source stream defined');
  }

  handleCopyData(): void {}

  private current(): Step | undefined {
    return this.steps[this.answered];
  }

  private textOf(name: string): string {
    return this.steps.find((step) => step.name === name)?.text ?? '';
  }

  private done(): void {
    const onDone = this.onDone;
    this.onDone = undefined;
    onDone?.();
  }

  private detach(): void {
    this.connection?.removeListener('parseComplete', this.onParseComplete);
    this.parsing.length = 0;
  }
}
