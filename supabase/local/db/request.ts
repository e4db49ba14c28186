import type pg from 'pg';
import type { Claims } from '../jwt.ts';
import { type TransactionOptions, withTransaction } from './transaction.ts';

export interface RequestIdentity {
  claims: Claims;
  method: string;
  path: string;
  headers: Record<string, string>;
}

export interface RequestOptions extends TransactionOptions {
  /** Settings of the service itself for this transaction, e.g. Storage's `storage.allow_delete_query`. */
  serviceSettings?: Record<string, string>;
}

type RoleSettings = Map<string, Record<string, string>>;
const roleSettingsOfPool = new WeakMap<pg.Pool, Promise<RoleSettings>>();

/**
 * The settings `alter role … set` gave each role (on Supabase: anon's 3 s and authenticated's 8 s
 * statement timeouts). PostgREST applies the impersonated role's own per request, since a SET ROLE
 * does not; it reads them once with its schema cache, and so does the gateway, once per pool.
 */
function roleSettings(pool: pg.Pool): Promise<RoleSettings> {
  let settings = roleSettingsOfPool.get(pool);
  if (!settings) {
    settings = pool
      .query<{ role: string; config: string[] }>(
        `select r.rolname as role, s.setconfig as config from pg_db_role_setting s
         join pg_roles r on r.oid = s.setrole
         where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
         order by s.setdatabase`,
      )
      .then(({ rows }) => {
        const byRole: RoleSettings = new Map();
        for (const { role, config } of rows) {
          const own = byRole.get(role) ?? {};
          for (const item of config) {
            const separator = item.indexOf('=');
            own[item.slice(0, separator)] = item.slice(separator + 1);
          }
          byRole.set(role, own);
        }
        return byRole;
      });
    settings.catch(() => roleSettingsOfPool.delete(pool));
    roleSettingsOfPool.set(pool, settings);
  }
  return settings;
}

/**
 * Runs `work` in one transaction as PostgREST does: `role` set from the JWT, that role's own
 * settings applied, and the claims and headers readable through current_setting, so row-level
 * security is enforced by Postgres itself.
 */
export async function withRequestTransaction<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
  options: RequestOptions = {},
): Promise<T> {
  const settingsOfRole = (await roleSettings(pool)).get(identity.claims.role) ?? {};
  const extra = Object.entries({ ...settingsOfRole, ...options.serviceSettings });
  // A read's transaction turns read-only in the same statement, one statement fewer to run.
  if (options.readOnly) extra.push(['transaction_read_only', 'on']);
  return withTransaction(
    pool,
    async (client) => {
      // Issued together with the work's first statement; awaited first, so a bad role is the error reported.
      const settings = client.query({
        name: 'request_settings',
        text: REQUEST_SETTINGS_SQL,
        values: [...settingValues(identity), extra.map(([name]) => name), extra.map(([, value]) => value)],
      });
      settings.catch(() => {});
      const working = work(client);
      working.catch(() => {});
      await settings;
      return working;
    },
    { ...options, readOnlyByWork: options.readOnly },
  );
}

/**
 * The settings as one statement returning no column: Postgres sends back an empty row rather than
 * every value set (the claims and headers JSON among them), which the gateway would only parse and
 * drop. A subquery's volatile outputs (set_config) are evaluated even though nothing reads them.
 */
const REQUEST_SETTINGS_SQL = `select from (select set_config('role', $1, true),
  set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true),
  set_config('request.jwt.claim.role', $1, true),
  set_config('request.headers', $4, true),
  set_config('request.method', $5, true),
  set_config('request.path', $6, true),
  (select count(set_config(name, value, true)) from unnest($7::text[], $8::text[]) as extra(name, value))
) as request_settings`;

function settingValues(identity: RequestIdentity) {
  return [
    identity.claims.role,
    JSON.stringify(identity.claims),
    identity.claims.sub ?? '',
    JSON.stringify(identity.headers),
    identity.method,
    identity.path,
  ];
}
