import type pg from 'pg';
import { Batch, type BatchStatement } from './batch.ts';

export interface TransactionOptions {
  /** PostgREST runs GET and HEAD, and calls to stable functions, in a read-only transaction. */
  readOnly?: boolean;
  /**
   * `work` issues every statement before its first await (as PostgREST's reads do), so the whole
   * transaction is one batch, one round trip: Postgres runs it as one implicit transaction,
   * committed at the batch's end or rolled back at its first error. A statement issued after an
   * await would run in a transaction of its own, without the request's settings. Nothing the work
   * throws afterwards can roll it back, so this is for reads.
   */
  statementsUpfront?: boolean;
  /**
   * The work's first statement turns `transaction_read_only` on itself (the request settings do,
   * db/request.ts), so a read's implicit transaction needs no statement of its own for it.
   */
  readOnlyByWork?: boolean;
}

const ignore = () => {};

/** `BEGIN READ ONLY` for a transaction that began implicitly; Postgres allows it at any point. */
const READ_ONLY = { name: 'pgrst_read_only', text: "select set_config('transaction_read_only', 'on', true)" };

/**
 * Runs `work` in one transaction on a client of `pool`: committed if it resolves, rolled back if it
 * throws. Statements issued without waiting for each other (BEGIN and the work's first statements)
 * travel as one batch: one write, one answer from Postgres (see batch.ts). Results are awaited in
 * order, so the first error is the one reported.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = batching(await pool.connect());
  try {
    return options.statementsUpfront
      ? await implicitTransaction(client, work, options)
      : await explicitTransaction(client, work, options);
  } finally {
    client.release();
  }
}

async function explicitTransaction<T>(
  client: pg.PoolClient,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  const begun = client.query(options.readOnly ? 'begin read only' : 'begin');
  begun.catch(ignore);
  const working = started(work, client);
  try {
    await begun;
    const result = await working;
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(ignore);
    throw error;
  }
}

/**
 * The work's statements in one batch and so in one implicit transaction (no BEGIN or COMMIT to
 * send, parse and run): Postgres commits it at the batch's Sync and rolls it back at its first error.
 */
async function implicitTransaction<T>(
  client: pg.PoolClient,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions,
): Promise<T> {
  const readOnly = options.readOnly && !options.readOnlyByWork ? client.query(READ_ONLY) : undefined;
  readOnly?.catch(ignore);
  const working = started(work, client);
  await readOnly;
  return working;
}

/** Runs `work` up to its first await; a synchronous throw becomes its rejection. */
function started<T>(work: (client: pg.PoolClient) => Promise<T>, client: pg.PoolClient): Promise<T> {
  let working: Promise<T>;
  try {
    working = work(client);
  } catch (error) {
    working = Promise.reject(error);
  }
  working.catch(ignore);
  return working;
}

/**
 * The pool's client, except that `query` collects the statements issued in the same turn of the
 * event loop into one Batch, sent when the turn ends and the connection's previous batch has been
 * answered. Everything else is the client itself (its prototype), so `release` and the rest work.
 */
function batching(client: pg.PoolClient): pg.PoolClient {
  let pending: Batch | undefined;
  let inFlight = false;
  const send = () => {
    if (inFlight || !pending) return;
    const batch = pending;
    pending = undefined;
    inFlight = true;
    batch.onDone = () => {
      inFlight = false;
      send();
    };
    client.query(batch as unknown as pg.QueryConfig);
  };
  const query = (config: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> => {
    const statement: BatchStatement =
      typeof config === 'string'
        ? { text: config, values }
        : { text: config.text, values: config.values ?? values, name: config.name };
    if (!pending) {
      pending = new Batch();
      queueMicrotask(send);
    }
    return pending.add(statement);
  };
  return Object.assign(Object.create(client) as pg.PoolClient, { query });
}
