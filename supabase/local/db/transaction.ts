import type pg from 'pg';

export interface TransactionOptions {
  /** PostgREST runs GET and HEAD, and calls to stable functions, in a read-only transaction. */
  readOnly?: boolean;
  /**
   * `work` issues every statement before its first await (as PostgREST's reads do), so COMMIT
   * can follow right behind them: on a pipelining pool the whole transaction is one round trip.
   * A statement issued after an await would run after the COMMIT, outside the transaction.
   */
  statementsUpfront?: boolean;
}

const ignore = () => {};

/**
 * Runs `work` in one transaction on a client of `pool`: committed if it resolves, rolled back if it
 * throws. BEGIN, the work's statements and (with statementsUpfront) COMMIT are written without
 * waiting for each other, which a `pipeline: true` pool sends together; results are awaited in
 * order, so the first error is the one reported.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
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
