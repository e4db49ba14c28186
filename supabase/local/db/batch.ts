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
  /** Names Postgres has confirmed (ParseComplete), with their text. */
  parsedStatements: Record<string, string>;
  /** Names whose Parse is on its way, not confirmed yet (pipeline mode). */
  submittedNamedStatements?: Record<string, string>;
  on(event: 'parseComplete', listener: () => void): void;
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

/** A Parse sent on a connection and not answered yet, in the order sent. */
interface PendingParse {
  batch: Batch;
  /** The statement's name, or undefined for the unnamed statement. */
  name: string | undefined;
  text: string;
}

/**
 * The Parses in flight on each connection, oldest first, whichever batch sent them: Postgres
 * answers ParseComplete in the order it received them, so one listener per connection can tell
 * which named statement now exists, even with several batches in flight (pipeline mode).
 */
const pendingParses = new WeakMap<Connection, PendingParse[]>();

function parsesOf(connection: Connection): PendingParse[] {
  let pending = pendingParses.get(connection);
  if (!pending) {
    const queue: PendingParse[] = [];
    pending = queue;
    pendingParses.set(connection, queue);
    connection.on('parseComplete', () => {
      const parsed = queue.shift();
      if (parsed?.name === undefined) return;
      connection.parsedStatements[parsed.name] = parsed.text;
      if (connection.submittedNamedStatements) delete connection.submittedNamedStatements[parsed.name];
    });
  }
  return pending;
}

/**
 * Statements sent as one extended-protocol message sequence ending in a single Sync: one write,
 * one answer from Postgres, one ReadyForQuery. Postgres runs them in order and, after an error,
 * skips the rest up to the Sync, as it does for a pipeline; every statement still answers its own
 * promise (those skipped reject with the error that stopped them).
 *
 * A node-postgres Query in its own right ("submittable", as pg-cursor is, and a Query so that a
 * client in pipeline mode takes it, db/pipeline.ts): `client.query(batch)` queues it like any
 * query. Prepared statements are shared with node-postgres's own bookkeeping (`parsedStatements`),
 * so a name parsed by a batch is not parsed again by `client.query` and the other way round. A
 * name whose Parse is still in flight (another batch's, on a pipelined connection) is not relied
 * on: this batch parses its text as the unnamed statement, so a failed Parse there cannot turn
 * into "prepared statement does not exist" here.
 */
export class Batch extends pg.Query {
  /** Called once Postgres has answered the whole batch (or it failed), when the connection is free. */
  onDone: (() => void) | undefined;
  private readonly steps: Step[] = [];
  private answered = 0;
  private connection: Connection | undefined;

  constructor() {
    super({ text: '' });
  }

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

  /** Called by node-postgres when the batch's turn on the connection comes (at once when pipelined). */
  override submit = ((connection: Connection): null => {
    this.connection = connection;
    const parses = parsesOf(connection);
    const submitted = connection.submittedNamedStatements;
    const parsedHere = new Set<string>();
    connection.stream.cork?.();
    try {
      for (const step of this.steps) {
        const wanted = step.name ?? '';
        const known = connection.parsedStatements[wanted];
        let name = wanted;
        if (wanted === '' || (known !== step.text && !parsedHere.has(wanted))) {
          // Named only when the name is free: not parsed, not in flight, not another text's.
          if (known !== undefined || submitted?.[wanted] !== undefined) name = '';
          connection.parse({ text: step.text, name, types: [] });
          parses.push({ batch: this, name: name === '' ? undefined : name, text: step.text });
          if (name !== '') {
            parsedHere.add(name);
            if (submitted) submitted[name] = step.text;
          }
        }
        connection.bind({ statement: name, values: step.values ?? [], valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }) as unknown as pg.Query['submit'];

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

  private done(): void {
    const onDone = this.onDone;
    this.onDone = undefined;
    onDone?.();
  }

  /**
   * Forgets this batch's Parses that Postgres never answered (one failed, the rest were skipped),
   * so their names are free again; those it answered before an error stay parsed. Called when the
   * batch ends: its Parses are then the oldest in flight on the connection.
   */
  private detach(): void {
    const connection = this.connection;
    if (!connection) return;
    const parses = parsesOf(connection);
    while (parses[0]?.batch === this) {
      const unanswered = parses.shift();
      if (unanswered?.name !== undefined && connection.submittedNamedStatements)
        delete connection.submittedNamedStatements[unanswered.name];
    }
  }
}
