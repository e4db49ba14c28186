import type pg from 'pg';
import type { Claims } from '../jwt.ts';
import { type TransactionOptions, withTransaction } from './transaction.ts';

export interface RequestIdentity {
  claims: Claims;
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** Statement timeout of every API request, as PostgREST's roles have on Supabase. */
const STATEMENT_TIMEOUT = '8s';

/**
 * Runs `work` in one transaction as PostgREST does: `role` set from the JWT and the claims and
 * headers readable through current_setting, so row-level security is enforced by Postgres itself.
 */
export async function withRequestTransaction<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  return withTransaction(
    pool,
    async (client) => {
      // Issued together with the work's first statement; awaited first, so a bad role is the error reported.
      const settings = client.query({
        name: 'request_settings',
        text: REQUEST_SETTINGS_SQL,
        values: settingValues(identity),
      });
      settings.catch(() => {});
      const working = work(client);
      working.catch(() => {});
      await settings;
      return working;
    },
    options,
  );
}

const REQUEST_SETTINGS_SQL = `select set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.headers', $4, true),
  set_config('request.method', $5, true),
  set_config('request.path', $6, true),
  set_config('statement_timeout', $7, true)`;

function settingValues(identity: RequestIdentity) {
  return [
    identity.claims.role,
    JSON.stringify(identity.claims),
    identity.claims.sub ?? '',
    JSON.stringify(identity.headers),
    identity.method,
    identity.path,
    STATEMENT_TIMEOUT,
  ];
}
