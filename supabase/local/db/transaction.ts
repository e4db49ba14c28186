import type pg from 'pg';
import { Batch, type BatchStatement } from './batch.ts';

export interface TransactionOptions {
  /** PostgREST runs GET and HEAD, and calls to stable functions, in a read-only transaction. */
  readOnly?: boolean;
  /**
   * `work` issues every statement before its first await (as PostgREST's reads do), so COMMIT
   * can follow right behind them and the whole transaction is one round trip. A statement issued
   * after an await would run after the COMMIT, outside the transaction.
   */
  statementsUpfront?: boolean;
}

const ignore = () => {};

/**
 * Runs `work` in one transaction on a client of `pool`: committed if it resolves, rolled back if it
 * throws. Statements issued without waiting for each other (BEGIN, the work's first statements and,
 * with statementsUpfront, COMMIT) travel as one batch: one write, one answer from Postgres (see
 * batch.ts). Results are awaited in order, so the first error is the one reported.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = batching(await pool.connect());
  const begun = client.query(options.readOnly ? 'begin read only' : 'begin');
  begun.catch(ignore);
  let working: Promise<T>;
  try {
    working = work(client);
  } catch (error) {
    working = Promise.reject(error);
  }
  working.catch(ignore);
  const committed = options.statementsUpfront ? client.query('commit') : undefined;
  committed?.catch(ignore);
  try {
    await begun;
    const result = await working;
    await (committed ?? client.query('commit'));
    return result;
  } catch (error) {
    await client.query('rollback').catch(ignore);
    throw error;
  } finally {
    client.release();
  }
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
