import type pg from 'pg';
import type { TransactionOptions } from '../../db/transaction.ts';

type Work<T> = (client: pg.PoolClient) => Promise<T>;

/** Carries a finished request's result out of a transaction that must not commit. */
class RolledBack<T> extends Error {
  readonly result: T;

  constructor(result: T) {
    super('rolled back as the request preferred (tx=rollback)');
    this.result = result;
  }
}

/**
 * `Prefer: tx=rollback`: the request runs in full (errors included) and its transaction is then
 * rolled back, so the response is PostgREST's but nothing persists. The transaction helper
 * rolls back whenever its work throws, so the result leaves it inside a RolledBack.
 */
export async function endTransactionAsPreferred<T>(
  tx: 'commit' | 'rollback' | undefined,
  options: TransactionOptions,
  work: Work<T>,
  run: (options: TransactionOptions, work: Work<T>) => Promise<T>,
): Promise<T> {
  if (tx !== 'rollback') return run(options, work);
  try {
    // A COMMIT sent ahead of the result (statementsUpfront) would end the transaction before the rollback.
    return await run({ ...options, statementsUpfront: false }, async (client) => {
      throw new RolledBack(await work(client));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
}
