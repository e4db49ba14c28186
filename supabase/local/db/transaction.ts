import type pg from 'pg';

export interface TransactionOptions {
  /** PostgREST runs GET and HEAD, and calls to stable functions, in a read-only transaction. */
  readOnly?: boolean;
}

/** Runs `work` in one transaction on a client of `pool`: committed if it resolves, rolled back if it throws. */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(options.readOnly ? 'begin read only' : 'begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
